# SPDX-License-Identifier: GPL-3.0-or-later
# A table's peak memory against the minimal Qt Quick Controls window (issue 31, point 9): each
# runs under Xvfb (where Mesa can only rasterize on the CPU, said outright with
# LIBGL_ALWAYS_SOFTWARE), draws its first frame, settles 3 s, prints its peak resident memory
# (VmHWM) and quits. Tokaido Duo in Japanese and an 8-player Shikoku game must each hold under
# 1.3 times the minimal window's peak.
#
# Each is run twice and the smaller peak kept (other work on the machine only ever adds to
# it). The six runs are separate processes, each with its own peak, started side by side on one
# Xvfb server: most of a run is its 3 s of settling, so one after another they took 21 s
# (December 2026, ctest -j2 on 2 cores), side by side about a third of that.
# cmake -DAPP=<kotatsu> -DXVFB_RUN=<xvfb-run> -DDATA_DIR=<data> -DWORK_DIR=<scratch>
#       -P table_memory.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(ENV{KOTATSU_DATA_DIR} "${DATA_DIR}")
set(ENV{KOTATSU_NO_SOUND} 1)
set(ENV{LIBGL_ALWAYS_SOFTWARE} 1)
unset(ENV{QT_QPA_PLATFORM})
unset(ENV{QT_QUICK_BACKEND})
unset(ENV{QSG_RHI_BACKEND})

# name|arguments: the minimal window first, then the tables.
set(cases
    "minimal Qt Quick Controls window|--reference-window"
    "tokaido_duo, ja, 2 players|--language ja --game tokaido_duo --players 2 --seed 1"
    "shikoku, en, 8 players|--language en --game shikoku --players 8 --seed 1")

# One shell script that starts every run in the background and waits for them all; each run
# writes its output and its exit code to files of its own.
set(script "#!/bin/sh\n")
set(index 0)
foreach(case IN LISTS cases)
    string(REPLACE "|" ";" case "${case}")
    list(GET case 0 name)
    list(GET case 1 arguments)
    separate_arguments(arguments UNIX_COMMAND "${arguments}")
    set(words "")
    foreach(argument IN LISTS arguments)
        string(APPEND words " '${argument}'")
    endforeach()
    foreach(run 1 2)
        set(out "${WORK_DIR}/run-${index}-${run}")
        # Each with its user data and settings of its own (they run at the same time).
        string(APPEND script "( KOTATSU_USER_DATA_DIR='${out}' KOTATSU_SAVE_DIR='${out}/saves' "
                             "XDG_CONFIG_HOME='${out}/config' '${APP}' --quit-at-first-frame --settle-ms 3000 "
                             "--window-size 1280x800${words} > '${out}.out' 2> '${out}.err'; "
                             "echo $? > '${out}.rc' ) &\n")
    endforeach()
    math(EXPR index "${index} + 1")
endforeach()
string(APPEND script "wait\n")
file(WRITE "${WORK_DIR}/runs.sh" "${script}")
execute_process(COMMAND "${XVFB_RUN}" -a -s "-screen 0 1920x1080x24" sh "${WORK_DIR}/runs.sh"
                RESULT_VARIABLE rc TIMEOUT 200)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "xvfb-run failed (${rc})")
endif()

# The smallest peak of a case's two runs.
set(index 0)
set(peaks "")
foreach(case IN LISTS cases)
    string(REPLACE "|" ";" case "${case}")
    list(GET case 0 name)
    set(best "")
    foreach(run 1 2)
        set(out "${WORK_DIR}/run-${index}-${run}")
        file(READ "${out}.out" stdout)
        file(READ "${out}.err" stderr)
        file(STRINGS "${out}.rc" code)
        if(NOT code EQUAL 0 OR NOT stdout MATCHES "peak-rss-kib ([0-9]+)")
            message(FATAL_ERROR "${name}: no peak memory (exit ${code}):\n${stdout}\n${stderr}")
        endif()
        if(best STREQUAL "" OR CMAKE_MATCH_1 LESS best)
            set(best ${CMAKE_MATCH_1})
        endif()
    endforeach()
    message(STATUS "${name}: peak ${best} KiB")
    list(APPEND peaks ${best})
    math(EXPR index "${index} + 1")
endforeach()

list(GET peaks 0 reference)
math(EXPR budget "${reference} * 13 / 10")
set(failed "")
list(LENGTH cases count)
math(EXPR last "${count} - 1")
foreach(index RANGE 1 ${last})
    list(GET cases ${index} case)
    string(REPLACE "|" ";" case "${case}")
    list(GET case 0 name)
    list(GET peaks ${index} peak)
    math(EXPR percent "${peak} * 100 / ${reference}")
    if(peak GREATER budget)
        string(APPEND failed "  ${name}: ${peak} KiB, "
                             "${percent} % of the minimal window's ${reference} KiB (budget 130 %)\n")
    endif()
endforeach()
if(failed)
    message(FATAL_ERROR "A table holds more than 1.3 times the minimal window:\n${failed}")
endif()
