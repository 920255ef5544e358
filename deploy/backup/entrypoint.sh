#!/bin/sh
# schedule (default): runs the backup on BACKUP_CRON (container clock, UTC) with busybox crond.
# once:               one backup now.
# restore FILE [--force]: restores (stop backend-server and backend-worker first; docs/operations.md).
set -eu
BACKEND_UID=1000 # the backend image's `node` user, who owns the upload folders

case "${1:-schedule}" in
  once)
    exec node /app/scripts/backup.mjs
    ;;
  restore)
    shift
    node /app/scripts/restore.mjs "$@"
    chown -R "$BACKEND_UID:$BACKEND_UID" "$UPLOADS_DIR" "$PRIVATE_UPLOADS_DIR"
    ;;
  schedule)
    : "${BACKUP_CRON:=30 20 * * *}"
    : "${BACKUP_KEEP:=14}"
    export BACKUP_KEEP
    # crond starts its jobs with an empty environment: hand this one (DATABASE_URL, folders) over.
    export -p > /app/backup.env
    cat > /app/run-backup <<'JOB'
#!/bin/sh
. /app/backup.env
if node /app/scripts/backup.mjs; then rm -f /tmp/backup-failed; else date -u > /tmp/backup-failed; fi
JOB
    chmod 700 /app/run-backup /app/backup.env
    echo "$BACKUP_CRON /app/run-backup > /proc/1/fd/1 2>&1" > /etc/crontabs/root
    echo "Backups on \"$BACKUP_CRON\" (UTC) into $BACKUP_DIR, keeping $BACKUP_KEEP"
    exec crond -f -l 8
    ;;
  *)
    exec "$@"
    ;;
esac
