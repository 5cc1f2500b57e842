#!/bin/sh
# tests/run.sh DIR — runs the runtime's unit tests built in DIR, each with
# the runtime options it is meant for, and sums their "N passed, N failed"
# closing lines into one of the same form.  Exit status 1 if anything failed.
dir=$1
total_pass=0
total_fail=0
status=0
run() {
    name=$1
    shift
    out=$("$dir/$name" "$@" 2>&1)
    rc=$?
    line=$(printf '%s\n' "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
    if [ -z "$line" ]; then
        printf '%s\n' "$out" | tail -n 20
        echo "FAIL $name $* (exit $rc, no result line)"
        total_fail=$((total_fail + 1))
        status=1
        return
    fi
    p=${line%% passed*}
    f=${line#*passed, }
    f=${f%% failed}
    total_pass=$((total_pass + p))
    total_fail=$((total_fail + f))
    if [ "$f" != 0 ] || [ $rc != 0 ]; then
        printf '%s\n' "$out" | grep -v -E '^[0-9]+ passed' | tail -n 20
        status=1
        echo "FAIL $name $*: $line (exit $rc)"
    else
        printf '%s\n' "$out" | grep -E '^(bench|  )' 
        echo "ok   $name $*: $line"
    fi
}
run test_chunk
run test_objects
run test_objects @skein gc-stress debug-gc --
run test_collect
run test_collect @skein debug-gc -- small
run test_collect @mpl gc-stress debug-gc -- tiny
run test_heap_policy
run test_region
run test_region @skein debug-gc -- small
run test_region @skein gc-stress debug-gc -- small
run test_pinning
run test_pinning @skein debug-gc --
run test_pinning @skein gc-stress debug-gc -- small
run test_options
run test_errors
run test_intinf
run test_intinf @skein gc-stress debug-gc --
run test_deque
run test_fiber
run test_coroutine
run test_coroutine @skein debug-gc --
run test_coroutine @skein gc-stress debug-gc --
run test_coroutine @skein thread-stacks 0 debug-gc --
run test_coroutine @skein thread-stacks 1 gc-stress --
run test_message
run test_message @skein gc-stress debug-gc --
run test_preempt
run test_preempt @skein gc-stress debug-gc --
echo "$total_pass passed, $total_fail failed"
exit $status
