#!/usr/bin/env bash
# Installs the .deb that build.sh made into a scratch root with `dpkg --root -i` and removes it again with `-r` (the
# machine's own dpkg database, /opt and /usr are never touched), checking what a real install leaves: the package's
# state and file list in dpkg's database, /opt/pairlab, /usr/bin/pairlab, that `PairLab --version` starts from the
# installed tree, and that the maintainer scripts run. dpkg runs those chrooted into the scratch root, so it gets a
# /bin/sh (dash and its libc) and stand-ins for xdg-desktop-menu, xdg-mime and xdg-icon-resource, the only commands
# the postinst calls: they check that each file handed to them is installed and record the call.
# Needs root (dpkg chroots for the scripts), dash, dpkg and dpkg-deb.
#
#   packaging/deb-install-check.sh   # after packaging/build.sh; prints OK lines, exits non-zero on the first failure
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
DEB=$(ls target/packaging/pairlab_*.deb 2>/dev/null | head -1)
[ -n "$DEB" ] || { echo "No target/packaging/pairlab_*.deb: run packaging/build.sh first." >&2; exit 1; }
SCRATCH=$(mktemp -d "$ROOT/target/packaging/dpkg-root.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
mkdir -p "$SCRATCH/var/lib/dpkg/info" "$SCRATCH/var/lib/dpkg/updates" "$SCRATCH/var/lib/dpkg/triggers" \
  "$SCRATCH/var/log"
touch "$SCRATCH/var/lib/dpkg/status" "$SCRATCH/var/lib/dpkg/available"

[ "$(id -u)" = 0 ] || { echo "deb-install-check.sh needs root: dpkg chroots into the scratch root for the scripts." >&2; exit 2; }
# A shell for the maintainer scripts, and the xdg stand-ins in the scratch root's /usr/bin.
mkdir -p "$SCRATCH/bin" "$SCRATCH/usr/bin" "$SCRATCH/tmp"
cp "$(readlink -f /bin/sh)" "$SCRATCH/bin/sh"
for lib in $(ldd "$(readlink -f /bin/sh)" | grep -o '/[^ ]*'); do
  mkdir -p "$SCRATCH$(dirname "$lib")"
  cp -L "$lib" "$SCRATCH$lib"
done
for tool in xdg-desktop-menu xdg-mime xdg-icon-resource; do
  cat > "$SCRATCH/usr/bin/$tool" <<STUB
#!/bin/sh
for a in "\$@"; do
  case "\$a" in /*) [ -e "\$a" ] || { echo "$tool: \$a is not installed" >&2; exit 1; } ;; esac
done
echo "$tool \$*" >> /xdg-calls
STUB
  chmod +x "$SCRATCH/usr/bin/$tool"
done

# Depends (libgtk-3-0, xdg-utils, ...) are not in the empty root: forced.
dpkg --root="$SCRATCH" --force-depends -i "$DEB" >"$SCRATCH/dpkg.log" 2>&1 || { cat "$SCRATCH/dpkg.log" >&2; exit 1; }
STATUS=$(dpkg-query --admindir="$SCRATCH/var/lib/dpkg" -W -f='${Status} ${Version}' pairlab)
echo "OK dpkg database: pairlab $STATUS"
[ "${STATUS% *}" = "install ok installed" ] || { echo "expected 'install ok installed', got: $STATUS" >&2; exit 1; }
FILES=$(dpkg-query --admindir="$SCRATCH/var/lib/dpkg" -L pairlab)
for f in /opt/pairlab/bin/PairLab /opt/pairlab/lib/app/pairlab.jar /usr/bin/pairlab \
    /usr/share/bash-completion/completions/pairlab /usr/share/icons/hicolor/256x256/apps/pairlab.png \
    /opt/pairlab/lib/pairlab-PairLab.desktop; do
  grep -qx "$f" <<<"$FILES" || { echo "dpkg does not list $f" >&2; exit 1; }
  [ -e "$SCRATCH$f" ] || [ -L "$SCRATCH$f" ] || { echo "$f is listed but not installed" >&2; exit 1; }
done
echo "OK files: $(wc -l <<<"$FILES") paths listed, the launcher, jar, /usr/bin link, completion, icons and desktop entry among them"
LINK=$(readlink "$SCRATCH/usr/bin/pairlab")
[ "$LINK" = /opt/pairlab/bin/PairLab ] || { echo "/usr/bin/pairlab points to $LINK" >&2; exit 1; }
echo "OK /usr/bin/pairlab -> $LINK"
echo "OK installed launcher: $("$SCRATCH/opt/pairlab/bin/PairLab" --version | head -1)"

[ "$(wc -l < "$SCRATCH/xdg-calls")" -eq 3 ] || { echo "postinst made $(wc -l < "$SCRATCH/xdg-calls") xdg calls, expected 3" >&2; exit 1; }
echo "OK postinst: $(paste -sd ';' "$SCRATCH/xdg-calls")"
dpkg-deb -e "$DEB" "$SCRATCH/control"
grep -q '^Depends:.*xdg-utils' "$SCRATCH/control/control" && grep -q '^Depends:.*libgtk-3-0' "$SCRATCH/control/control"
echo "OK Depends names xdg-utils (for the postinst) and libgtk-3-0 (JavaFX)"

dpkg --root="$SCRATCH" --force-depends -r pairlab >"$SCRATCH/dpkg.log" 2>&1 || { cat "$SCRATCH/dpkg.log" >&2; exit 1; }
[ ! -e "$SCRATCH/opt/pairlab/bin/PairLab" ] && [ ! -L "$SCRATCH/usr/bin/pairlab" ] \
  || { echo "dpkg -r left the launcher or /usr/bin/pairlab" >&2; exit 1; }
grep -q "^xdg-desktop-menu uninstall" "$SCRATCH/xdg-calls" || { echo "prerm did not unregister the menu entry" >&2; exit 1; }
echo "OK dpkg -r: launcher and /usr/bin/pairlab gone, prerm unregistered the menu entry"
