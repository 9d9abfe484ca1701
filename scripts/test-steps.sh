#!/usr/bin/env bash
# Sourced by scripts/test-all.sh: the bookkeeping of its steps, so that file shows only the schedule.
#   step NAME command...        runs a step in the foreground; on failure records it and stops the run
#   check NAME command...       the same, but the run goes on (the closing steps all run to the end)
#   start_job NAME command...   starts a background step in its own process group, output in $logs/NAME.log
#   finish_job NAME             waits for it, prints its output, fails as it failed
#   wait_ready GROUP            waits until scripts/setup-system.sh has put GROUP in place (chromium, services,
#                               engines), or fails as it failed
# Every failed step is written to $reports/failed-steps.tsv ("name<TAB>command that reruns it"), which
# scripts/summarize-tests.mjs turns into the closing "FAILED step:" lines. Needs $reports and $logs.
started=$SECONDS started_epoch=$(date +%s)
failed=0
step_names=() step_starts=()
declare -A job_pid job_start job_took job_command
job_order=()

begin_step() {
  step_names+=("$1")
  step_starts+=("$((SECONDS - started))")
  printf '\n=== %s (%ss)\n' "$1" "$((SECONDS - started))"
}
# Runs "$@" as the step NAME; on failure records it (with the command that reruns it) and returns its status.
run_recorded() {
  local name=$1 status=0 rerun
  shift
  "$@" || status=$?
  if [ "$status" != 0 ]; then
    case "$1" in
      wait_ready) rerun='pnpm setup:system' ;;
      finish_job) rerun=${job_command[$2]:-} ;;
      pw_json) rerun=$(printf '%q ' "${@:3}") ;;     # the command without the JSON report
      vitest_json) rerun="pnpm run ${*:3}" ;;
      *) rerun=$(printf '%q ' "$@") ;;
    esac
    printf '%s\t%s\n' "$name" "${rerun% }" >>"$reports/failed-steps.tsv"
  fi
  return "$status"
}
step() { begin_step "$1" && run_recorded "$@"; }
check() { begin_step "$1" && { run_recorded "$@" || failed=1; }; }

start_job() {
  local name=$1
  shift
  job_start[$name]=$((SECONDS - started))
  job_command[$name]=$(printf '%q ' "$@")
  job_order+=("$name")
  # The job writes the second it ended, so the table shows how long it ran, not when it was awaited.
  setsid bash -c '"$@"; status=$?; date +%s >"$0"; exit "$status"' "$logs/$name.ended" "$@" >"$logs/$name.log" 2>&1 &
  job_pid[$name]=$!
}
finish_job() {
  local name=$1 status=0
  wait "${job_pid[$name]}" || status=$?
  unset "job_pid[$name]"
  local ended
  ended=$(cat "$logs/$name.ended" 2>/dev/null || date +%s)
  job_took[$name]=$((ended - started_epoch - job_start[$name]))
  if [ "${job_took[$name]}" -lt 0 ]; then job_took[$name]=0; fi # the two clocks round apart by up to 1 s
  cat "$logs/$name.log"
  printf '=== %s: %s after %ss\n' "$name" "$([ "$status" = 0 ] && echo done || echo "FAILED ($status)")" \
    "${job_took[$name]}"
  return "$status"
}
wait_ready() {
  until [ -f "$logs/$1-ready" ]; do
    if [ -z "${job_pid[system-packages]:-}" ] || ! kill -0 "${job_pid[system-packages]}" 2>/dev/null; then
      finish_job system-packages
      [ -f "$logs/$1-ready" ] && return 0
      return 1
    fi
    sleep 1 # polls a file that another process writes; no test waits on this
  done
}

# The table `time per step`: when each step started and how long it took (a foreground step lasts until the
# next one starts, so a wait for a background job is its own line), then the background jobs, each from its
# start to its own end.
print_step_times() {
  local now=$((SECONDS - started)) i end name
  printf '\n=== time per step (seconds)\n%6s %6s  %s\n' start took step
  for i in "${!step_names[@]}"; do
    end=$now
    if [ $((i + 1)) -lt ${#step_names[@]} ]; then end=${step_starts[$((i + 1))]}; fi
    printf '%6s %6s  %s\n' "${step_starts[$i]}" "$((end - step_starts[i]))" "${step_names[$i]}"
  done
  for name in "${job_order[@]}"; do
    printf '%6s %6s  [background] %s\n' "${job_start[$name]}" "${job_took[$name]:--}" "$name"
  done
  printf '%6s %6s  total\n' 0 "$now"
}
# Whatever happens, stop what still runs in the background, then end with the step times, the count of every
# test and, after a failure, what failed and how to rerun it.
on_exit() {
  local pid
  for pid in "${job_pid[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  print_step_times | tee "$reports/step-times.txt"
  node scripts/summarize-tests.mjs "$reports"
}
