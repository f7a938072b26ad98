# SPDX-License-Identifier: GPL-3.0-or-later
# CPack post-build script (CPACK_POST_BUILD_SCRIPTS): repairs the kotatsu-dbgsym .ddeb that
# CMake 3.25's CPackDeb writes. Its md5sums lists the files by their absolute path in the
# build folder, and the .debug files are executable. Rebuild it the way debhelper's dbgsym
# packages look: md5sums relative to /, files 0644, and usr/share/doc/kotatsu-dbgsym a
# symbolic link to kotatsu's documentation (copyright, changelog).
foreach(package IN LISTS CPACK_PACKAGE_FILES)
    if(NOT package MATCHES "-dbgsym_.*\\.ddeb$" AND NOT package MATCHES "-dbgsym\\.ddeb$")
        continue()
    endif()
    set(root "${CPACK_TOPLEVEL_DIRECTORY}/fix-dbgsym")
    file(REMOVE_RECURSE "${root}")
    execute_process(COMMAND dpkg-deb -R "${package}" "${root}" COMMAND_ERROR_IS_FATAL ANY)
    file(GLOB_RECURSE debug_files RELATIVE "${root}" "${root}/usr/*")
    set(md5sums "")
    foreach(f IN LISTS debug_files)
        file(CHMOD "${root}/${f}" PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
        file(MD5 "${root}/${f}" sum)
        string(APPEND md5sums "${sum}  ${f}\n")
    endforeach()
    file(WRITE "${root}/DEBIAN/md5sums" "${md5sums}")
    file(CHMOD "${root}/DEBIAN/md5sums" PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
    file(MAKE_DIRECTORY "${root}/usr/share/doc")
    file(CREATE_LINK kotatsu "${root}/usr/share/doc/kotatsu-dbgsym" SYMBOLIC)
    execute_process(COMMAND dpkg-deb --root-owner-group -Zxz --build "${root}" "${package}"
                    OUTPUT_QUIET COMMAND_ERROR_IS_FATAL ANY)
    file(REMOVE_RECURSE "${root}")
    message(STATUS "fix-dbgsym: rewrote ${package}")
endforeach()
