# SPDX-License-Identifier: GPL-3.0-or-later
# With KOTATSU_SANITIZE, every ctest test runs with these options (appended to its
# ENVIRONMENT by the test helpers): stop at the first error (halt_on_error=1), with stack
# traces, and the LeakSanitizer suppressions of lsan.supp (fontconfig's caches and one Qt
# texture leak, each named and justified there). Empty without sanitizers.
#
# KOTATSU_QML_SANITIZER_ENVIRONMENT is the same for the Qt Quick tests, with whole stacks
# recorded at every allocation (fast_unwind_on_malloc=0): Debian's Qt has no frame pointers,
# and lsan.supp matches Qt's allocations by function name, which a one-frame stack lacks.
# It makes those tests about three times slower, which only the sanitizer build pays.
set(KOTATSU_SANITIZER_ENVIRONMENT "")
set(KOTATSU_QML_SANITIZER_ENVIRONMENT "")
if(KOTATSU_SANITIZE)
    set(_asan "halt_on_error=1:abort_on_error=1:detect_leaks=1:check_initialization_order=1:strict_init_order=1")
    set(_ubsan "UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1")
    set(_lsan "suppressions=${CMAKE_CURRENT_LIST_DIR}/lsan.supp:print_suppressions=0")
    set(KOTATSU_SANITIZER_ENVIRONMENT "ASAN_OPTIONS=${_asan}" "${_ubsan}" "LSAN_OPTIONS=${_lsan}")
    set(KOTATSU_QML_SANITIZER_ENVIRONMENT
        "ASAN_OPTIONS=${_asan}:fast_unwind_on_malloc=0" "${_ubsan}"
        "LSAN_OPTIONS=${_lsan}:fast_unwind_on_malloc=0")
endif()
