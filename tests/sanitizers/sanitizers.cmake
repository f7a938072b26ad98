# SPDX-License-Identifier: GPL-3.0-or-later
# With KOTATSU_SANITIZE, every ctest test runs with these options (appended to its
# ENVIRONMENT by the test helpers): stop at the first error (halt_on_error=1), with stack
# traces, and the LeakSanitizer suppressions of lsan.supp (Qt's and fontconfig's
# process-wide caches, each named and justified there). Empty without sanitizers.
set(KOTATSU_SANITIZER_ENVIRONMENT "")
if(KOTATSU_SANITIZE)
    set(KOTATSU_SANITIZER_ENVIRONMENT
        "ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1:check_initialization_order=1:strict_init_order=1"
        "UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1"
        "LSAN_OPTIONS=suppressions=${CMAKE_CURRENT_LIST_DIR}/lsan.supp:print_suppressions=0")
endif()
