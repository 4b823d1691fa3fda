#!/usr/bin/env bash
# Checks the .rpm that build.sh made with rpm itself, and installs and erases it in a scratch root with
# `rpm --root` (the machine's own rpm database, /opt and /usr are never touched):
#   - rpmkeys --checksig: the header and payload digests (SHA-256, SHA-1, MD5) are right
#   - name, version, arch, OS, license and Requires (gtk3, xdg-utils) as meant
#   - the same files, links and modes as the .deb (dpkg-deb -c), nothing more or less
#   - installed: rpm -V finds every file as the package says (digest, size, mode), /usr/bin/pairlab points to the
#     launcher, `PairLab --version` starts from the installed tree, %post registered the desktop entry, MIME type
#     and icon (xdg stand-ins record the calls, as in deb-install-check.sh)
#   - rpm -e removes the files and %preun unregisters the desktop entry
# Uses `rpm` from the PATH; on a Debian machine without it, Debian's rpm packages are fetched with `apt-get download`
# and unpacked into target/rpm-tool (not installed). Needs root (rpm chroots into the scratch root for scriptlets).
#
#   packaging/rpm-install-check.sh   # after packaging/build.sh; prints OK lines, exits non-zero on the first failure
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
RPM_FILE=$(ls target/packaging/pairlab-*.x86_64.rpm 2>/dev/null | head -1)
DEB=$(ls target/packaging/pairlab_*.deb 2>/dev/null | head -1)
[ -n "$RPM_FILE" ] && [ -n "$DEB" ] || { echo "No target/packaging/pairlab-*.rpm and .deb: run packaging/build.sh first." >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "rpm-install-check.sh needs root: rpm chroots into the scratch root for the scriptlets." >&2; exit 2; }

if command -v rpm >/dev/null && command -v rpmkeys >/dev/null; then
  rpm_() { rpm "$@"; }
  rpmkeys_() { rpmkeys "$@"; }
else
  TOOL="$ROOT/target/rpm-tool"
  if [ ! -x "$TOOL/usr/bin/rpm" ]; then
    command -v apt-get >/dev/null || { echo "No rpm on the PATH and no apt-get to fetch it: install rpm." >&2; exit 2; }
    mkdir -p "$TOOL/debs"
    (cd "$TOOL/debs" && apt-get download rpm rpm-common librpm9 librpmio9 libpopt0 liblua5.3-0 >/dev/null 2>&1) \
      || { echo "apt-get download of Debian's rpm packages failed (offline?): install rpm." >&2; exit 2; }
    for d in "$TOOL"/debs/*.deb; do dpkg-deb -x "$d" "$TOOL"; done
  fi
  RPM_ARGS=(--rcfile "$TOOL/usr/lib/rpm/rpmrc" --macros "$TOOL/usr/lib/rpm/macros" --define "_rpmconfigdir $TOOL/usr/lib/rpm")
  rpm_() { LD_LIBRARY_PATH="$TOOL/usr/lib/x86_64-linux-gnu" "$TOOL/usr/bin/rpm" "${RPM_ARGS[@]}" "$@"; }
  rpmkeys_() { LD_LIBRARY_PATH="$TOOL/usr/lib/x86_64-linux-gnu" "$TOOL/usr/bin/rpmkeys" "${RPM_ARGS[@]}" "$@"; }
fi
echo "OK rpm: $(rpm_ --version)"

SIG=$(rpmkeys_ --checksig -v "$RPM_FILE")
grep -q 'Header SHA256 digest: OK' <<<"$SIG" && grep -q 'Payload SHA256 digest: OK' <<<"$SIG" && ! grep -q -i 'BAD' <<<"$SIG" \
  || { echo "digests: $SIG" >&2; exit 1; }
echo "OK digests: $(grep -c ': OK' <<<"$SIG") OK (header and payload SHA-256, SHA-1, MD5), unsigned"

META=$(rpm_ -qp --qf '%{NAME} %{VERSION}-%{RELEASE} %{ARCH} %{OS} %{LICENSE}' "$RPM_FILE")
VERSION=$(sed -n 's:^  <version>\([0-9][0-9.]*\).*</version>:\1:p' pom.xml | head -1)
[ "$META" = "pairlab $VERSION-1 x86_64 linux Apache-2.0" ] || { echo "package header: $META" >&2; exit 1; }
REQ=$(rpm_ -qp --qf '[%{REQUIRENAME} %{REQUIREFLAGS:depflags} %{REQUIREVERSION}\n]' "$RPM_FILE")
grep -q '^gtk3 >= 3.0' <<<"$REQ" && grep -q '^xdg-utils' <<<"$REQ" || { echo "Requires: $REQ" >&2; exit 1; }
echo "OK header: $META; requires gtk3 >= 3.0 and xdg-utils"

SCRATCH=$(mktemp -d "$ROOT/target/packaging/rpm-root.XXXXXX")
trap '[ -n "${KEEP:-}" ] || rm -rf "$SCRATCH"' EXIT
# Same files as the .deb: "mode path[ -> target]" of every file and link (folders differ: each package format owns
# its own), sorted.
rpm_ -qp --qf '[%{FILEMODES:perms} %{FILENAMES} %{FILELINKTOS}\n]' "$RPM_FILE" | grep -v '^d' \
  | sed 's/ $//; s/^l[^ ]* \([^ ]*\) \(.*\)/l \1 -> \2/; s/^\(-[^ ]*\) \([^ ]*\)$/\1 \2/' | sort > "$SCRATCH/rpm-files"
dpkg-deb -c "$DEB" | grep -v '^d' | awk '{ m=$1; $1=$2=$3=$4=$5=""; sub(/^ +/, ""); sub(/^\./, ""); print m, $0 }' \
  | sed 's/^l[^ ]* /l /' | sort > "$SCRATCH/deb-files"
diff "$SCRATCH/deb-files" "$SCRATCH/rpm-files" >&2 || { echo "the .rpm's files differ from the .deb's (< deb, > rpm)" >&2; exit 1; }
echo "OK files: the same $(wc -l < "$SCRATCH/rpm-files") files and links with the same modes as the .deb"

# A shell for the scriptlets, and the xdg stand-ins in the scratch root's /usr/bin (as deb-install-check.sh).
INST="$SCRATCH/root"
mkdir -p "$INST/bin" "$INST/usr/bin" "$INST/tmp" "$INST/var/tmp" "$INST/dev"
mknod -m 666 "$INST/dev/null" c 1 3 # the scriptlets' `command -v ... >/dev/null`
cp "$(readlink -f /bin/sh)" "$INST/bin/sh"
for lib in $(ldd "$(readlink -f /bin/sh)" | grep -o '/[^ ]*'); do
  mkdir -p "$INST$(dirname "$lib")"
  cp -L "$lib" "$INST$lib"
done
for tool in xdg-desktop-menu xdg-mime xdg-icon-resource; do
  cat > "$INST/usr/bin/$tool" <<STUB
#!/bin/sh
for a in "\$@"; do
  case "\$a" in /*) [ -e "\$a" ] || { echo "$tool: \$a is not installed" >&2; exit 1; } ;; esac
done
echo "$tool \$*" >> /xdg-calls
STUB
  chmod +x "$INST/usr/bin/$tool"
done

# Requires (gtk3, xdg-utils) are not in the empty root: --nodeps.
rpm_ --root "$INST" --dbpath /var/lib/rpm -i --nodeps "$RPM_FILE" > "$SCRATCH/rpm.log" 2>&1 || { cat "$SCRATCH/rpm.log" >&2; exit 1; }
! grep -q -i 'scriptlet failed\|warning' "$SCRATCH/rpm.log" || { cat "$SCRATCH/rpm.log" >&2; exit 1; }
[ "$(rpm_ --root "$INST" --dbpath /var/lib/rpm -qa)" = "pairlab-$VERSION-1.x86_64" ] || { echo "rpm -qa in the scratch root: $(rpm_ --root "$INST" --dbpath /var/lib/rpm -qa)" >&2; exit 1; }
rpm_ --root "$INST" --dbpath /var/lib/rpm -V --nodeps pairlab >&2 || { echo "rpm -V found installed files that differ from the package" >&2; exit 1; }
echo "OK installed: rpm -qa lists pairlab-$VERSION-1.x86_64, rpm -V finds every file as packaged"
LINK=$(readlink "$INST/usr/bin/pairlab")
[ "$LINK" = /opt/pairlab/bin/PairLab ] || { echo "/usr/bin/pairlab points to $LINK" >&2; exit 1; }
echo "OK /usr/bin/pairlab -> $LINK"
echo "OK installed launcher: $("$INST/opt/pairlab/bin/PairLab" --version | head -1)"
[ "$(wc -l < "$INST/xdg-calls")" -eq 3 ] || { echo "%post made $(wc -l < "$INST/xdg-calls" 2>/dev/null || echo 0) xdg calls, expected 3" >&2; exit 1; }
echo "OK %post: $(paste -sd ';' "$INST/xdg-calls")"

rpm_ --root "$INST" --dbpath /var/lib/rpm -e --nodeps pairlab > "$SCRATCH/rpm.log" 2>&1 || { cat "$SCRATCH/rpm.log" >&2; exit 1; }
[ ! -e "$INST/opt/pairlab/bin/PairLab" ] && [ ! -L "$INST/usr/bin/pairlab" ] && [ ! -e "$INST/opt/pairlab" ] \
  || { echo "rpm -e left the launcher, /opt/pairlab or /usr/bin/pairlab" >&2; exit 1; }
grep -q "^xdg-desktop-menu uninstall" "$INST/xdg-calls" || { echo "%preun did not unregister the menu entry" >&2; exit 1; }
echo "OK rpm -e: /opt/pairlab and /usr/bin/pairlab gone, %preun unregistered the menu entry"
