# SPDX-License-Identifier: GPL-3.0-or-later
# A table's peak memory against the minimal Qt Quick Controls window (issue 31, point 9): each
# runs under Xvfb (where Mesa can only rasterize on the CPU, said outright with
# LIBGL_ALWAYS_SOFTWARE), draws its first frame, settles 3 s, prints its peak resident memory
# (VmHWM) and quits. Tokaido Duo in Japanese and an 8-player Shikoku game must each hold under
# 1.3 times the minimal window's peak.
# cmake -DAPP=<kotatsu> -DXVFB_RUN=<xvfb-run> -DDATA_DIR=<data> -DWORK_DIR=<scratch>
#       -P table_memory.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(ENV{KOTATSU_DATA_DIR} "${DATA_DIR}")
set(ENV{KOTATSU_USER_DATA_DIR} "${WORK_DIR}")
set(ENV{KOTATSU_SAVE_DIR} "${WORK_DIR}/saves")
set(ENV{KOTATSU_NO_SOUND} 1)
set(ENV{XDG_CONFIG_HOME} "${WORK_DIR}/config")
set(ENV{LIBGL_ALWAYS_SOFTWARE} 1)
unset(ENV{QT_QPA_PLATFORM})
unset(ENV{QT_QUICK_BACKEND})
unset(ENV{QSG_RHI_BACKEND})

# The smallest peak of two runs (other work on the machine only ever adds to it).
function(peak_of name out)
    set(best "")
    foreach(run 1 2)
        execute_process(COMMAND "${XVFB_RUN}" -a -s "-screen 0 1920x1080x24"
                                "${APP}" --quit-at-first-frame --settle-ms 3000
                                --window-size 1280x800 ${ARGN}
                        OUTPUT_VARIABLE stdout ERROR_VARIABLE stderr RESULT_VARIABLE rc
                        TIMEOUT 120)
        if(NOT rc EQUAL 0 OR NOT stdout MATCHES "peak-rss-kib ([0-9]+)")
            message(FATAL_ERROR "${name}: no peak memory (exit ${rc}):\n${stdout}\n${stderr}")
        endif()
        if(best STREQUAL "" OR CMAKE_MATCH_1 LESS best)
            set(best ${CMAKE_MATCH_1})
        endif()
    endforeach()
    message(STATUS "${name}: peak ${best} KiB")
    set(${out} ${best} PARENT_SCOPE)
endfunction()

peak_of("minimal Qt Quick Controls window" reference --reference-window)
math(EXPR budget "${reference} * 13 / 10")
set(failed "")
foreach(case "tokaido_duo;ja;2" "shikoku;en;8")
    list(GET case 0 game)
    list(GET case 1 language)
    list(GET case 2 players)
    peak_of("${game}, ${language}, ${players} players" peak
            --language ${language} --game ${game} --players ${players} --seed 1)
    math(EXPR percent "${peak} * 100 / ${reference}")
    if(peak GREATER budget)
        string(APPEND failed "  ${game} (${language}, ${players} players): ${peak} KiB, "
                             "${percent} % of the minimal window's ${reference} KiB (budget 130 %)\n")
    endif()
endforeach()
if(failed)
    message(FATAL_ERROR "A table holds more than 1.3 times the minimal window:\n${failed}")
endif()
