#!/usr/bin/env bash
# Builds PairLab's packages for one platform. On Linux x86-64 it makes the installers with jpackage (JDK 17+): an app
# image with its own jlink runtime, a .deb, and an .rpm where rpmbuild exists; then checks that the app image and the
# unpacked .deb start (`--version`). For another platform it builds that platform's jar (Maven profile of the same
# name: its JavaFX, libtorch, sqlite, ONNX Runtime and JNA natives only); the installer is then made with jpackage on
# that system (packaging/README.md, "Packages per platform").
#
#   packaging/build.sh                          # linux-x86_64: jar (offline), then the packages
#   packaging/build.sh linux-x86_64 --skip-jar  # packages an existing target/pairlab.jar
#   packaging/build.sh mac-aarch64              # the Apple-silicon jar (also mac-x86_64, win-x86_64)
#
# Output in target/packaging/: PairLab/ (app image), pairlab_<version>_amd64.deb, sizes.txt.
# Another platform's natives are not in a fresh ~/.m2: the first such build needs MAVEN_FLAGS= (online).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
OUT=target/packaging
NAME=PairLab
PKG=pairlab
# jpackage wants a plain dotted number: 0.1.0-SNAPSHOT becomes 0.1.0.
VERSION=$(sed -n 's:^  <version>\([0-9][0-9.]*\).*</version>:\1:p' pom.xml | head -1)
MAVEN_FLAGS=${MAVEN_FLAGS:--o}
# The payload is mostly the jar, already deflated: xz (dpkg's default) spends many minutes to save a few per cent.
export DPKG_DEB_COMPRESSOR_TYPE=${DPKG_DEB_COMPRESSOR_TYPE:-gzip}

PLATFORMS="linux-x86_64 mac-aarch64 mac-x86_64 win-x86_64"
PLATFORM=linux-x86_64
SKIP_JAR=
for arg in "$@"; do
  case "$arg" in
    --skip-jar) SKIP_JAR=1 ;;
    linux-x86_64|mac-aarch64|mac-x86_64|win-x86_64) PLATFORM=$arg ;;
    *) echo "build.sh: unknown argument '$arg'; give one of: $PLATFORMS, and optionally --skip-jar." >&2; exit 2 ;;
  esac
done

if [ "$PLATFORM" != linux-x86_64 ]; then
  [ -n "$SKIP_JAR" ] && { echo "build.sh: --skip-jar only applies to linux-x86_64 (nothing else to do)." >&2; exit 2; }
  echo "== $PLATFORM jar (Maven profile $PLATFORM)"
  ./mvnw -q $MAVEN_FLAGS -P"$PLATFORM" -DskipTests package
  mkdir -p "$OUT"
  # A jar of its own name, so that a Linux build in the same tree cannot be mistaken for it.
  cp target/pairlab.jar "$OUT/pairlab-$PLATFORM.jar"
  echo "$OUT/pairlab-$PLATFORM.jar: $(du -h "$OUT/pairlab-$PLATFORM.jar" | cut -f1)"
  echo "Make the installer on $PLATFORM with jpackage (packaging/README.md, \"Packages per platform\")."
  exit 0
fi

if [ "$(uname -s)/$(uname -m)" != "Linux/x86_64" ]; then
  echo "build.sh makes the Linux x86-64 installers on Linux x86-64 only; on $(uname -s)/$(uname -m) build a jar" \
    "with 'packaging/build.sh <platform>' and see packaging/README.md." >&2
  exit 2
fi
for tool in jpackage jlink jdeps fakeroot dpkg-deb; do
  command -v "$tool" >/dev/null || { echo "build.sh needs $tool on the PATH." >&2; exit 2; }
done

if [ -z "$SKIP_JAR" ]; then
  echo "== third-party list and jar"
  ./mvnw -q $MAVEN_FLAGS org.apache.maven.plugins:maven-dependency-plugin:3.8.1:list -DincludeScope=runtime \
    -DoutputFile="$ROOT/target/runtime-dependencies.txt"
  python3 packaging/third-party.py target/runtime-dependencies.txt resources/org/pairlab/legal/THIRD-PARTY.txt
  ./mvnw -q $MAVEN_FLAGS -Plinux-x86_64 -DskipTests package
fi
[ -f target/pairlab.jar ] || { echo "target/pairlab.jar is missing; run without --skip-jar." >&2; exit 1; }

rm -rf "$OUT"
mkdir -p "$OUT/input"
cp target/pairlab.jar "$OUT/input/"

echo "== runtime (jlink)"
# The modules the jar uses, plus what is reached only by reflection or service lookup (TLS, zip file system,
# charsets, locales for LanguageTool).
MODULES=$(jdeps --multi-release 17 --ignore-missing-deps --print-module-deps "$OUT/input/pairlab.jar" 2>/dev/null || true)
MODULES="${MODULES:+$MODULES,}java.base,java.desktop,java.logging,java.management,java.naming,java.net.http,java.prefs,java.scripting,java.sql,java.xml,jdk.charsets,jdk.crypto.ec,jdk.localedata,jdk.unsupported,jdk.zipfs,jdk.jfr"
jlink --add-modules "$MODULES" --strip-debug --no-header-files --no-man-pages --compress=2 --output "$OUT/runtime"

echo "== app image"
jpackage --type app-image --name "$NAME" --app-version "$VERSION" --vendor "PairLab" \
  --input "$OUT/input" --main-jar pairlab.jar --main-class org.pairlab.Launcher \
  --runtime-image "$OUT/runtime" --icon packaging/icons/pairlab-256.png \
  --java-options "-XX:MaxRAMPercentage=70" --dest "$OUT"
APP="$OUT/$NAME"
# Extras the desktop wants beside the launcher: icons at every size and the bash completion.
for png in packaging/icons/pairlab-*.png; do
  size=$(basename "$png" .png | sed 's/pairlab-//')
  mkdir -p "$APP/lib/icons/hicolor/${size}x${size}/apps"
  cp "$png" "$APP/lib/icons/hicolor/${size}x${size}/apps/$PKG.png"
done
if ! "$APP/bin/$NAME" completion > "$APP/lib/$PKG.bash-completion" 2>/dev/null; then
  # Until `pairlab completion` exists: picocli writes the script from the command classes.
  "$OUT/runtime/bin/java" -cp "$OUT/input/pairlab.jar" picocli.AutoComplete --force --name "$PKG" \
    --completionScript "$APP/lib/$PKG.bash-completion" org.pairlab.cli.PairLabCli
fi

echo "== .deb"
jpackage --type deb --app-image "$APP" --name "$PKG" --app-version "$VERSION" --vendor "PairLab" \
  --description "Workbench for curating augmented image-caption datasets" \
  --copyright "Copyright 2026 The PairLab authors" --license-file LICENSE \
  --icon packaging/icons/pairlab-256.png --linux-package-name "$PKG" --linux-app-category science \
  --linux-menu-group "Science;Education" --linux-shortcut --linux-deb-maintainer "pairlab@users.noreply.github.com" \
  --linux-package-deps "libgtk-3-0" \
  --file-associations packaging/linux/pairlab-project.properties --dest "$OUT"
DEB=$(ls "$OUT"/${PKG}_*.deb)
# Add what jpackage does not: `pairlab` on the PATH, the bash completion and the themed icons.
REPACK="$OUT/deb-root"
rm -rf "$REPACK"
dpkg-deb -R "$DEB" "$REPACK"
INSTALLED=$(cd "$REPACK" && ls -d opt/*/bin | head -1)
mkdir -p "$REPACK/usr/bin" "$REPACK/usr/share/bash-completion/completions"
ln -sf "/$INSTALLED/$NAME" "$REPACK/usr/bin/$PKG"
cp "$APP/lib/$PKG.bash-completion" "$REPACK/usr/share/bash-completion/completions/$PKG"
cp -r "$APP/lib/icons" "$REPACK/usr/share/"
fakeroot dpkg-deb --root-owner-group -b "$REPACK" "$DEB" >/dev/null
rm -rf "$REPACK"

if command -v rpmbuild >/dev/null; then
  echo "== .rpm"
  jpackage --type rpm --app-image "$APP" --name "$PKG" --app-version "$VERSION" --vendor "PairLab" \
    --license-file LICENSE --icon packaging/icons/pairlab-256.png --linux-package-name "$PKG" \
    --linux-menu-group "Science;Education" --linux-shortcut \
    --file-associations packaging/linux/pairlab-project.properties --dest "$OUT"
else
  echo "== no rpmbuild on this machine: no .rpm (install rpm and run again)"
fi

echo "== checks"
"$APP/bin/$NAME" --version
CHECK="$OUT/deb-check"
rm -rf "$CHECK"
dpkg-deb -x "$DEB" "$CHECK"
"$CHECK/$INSTALLED/$NAME" --version
test -L "$CHECK/usr/bin/$PKG" && test -s "$CHECK/usr/share/bash-completion/completions/$PKG"
grep -q "MimeType=application/x-pairlab-project" "$CHECK"/opt/*/lib/*.desktop
rm -rf "$CHECK"

{
  echo "jar:       $(du -h target/pairlab.jar | cut -f1)"
  echo "runtime:   $(du -sh "$OUT/runtime" | cut -f1)"
  echo "app image: $(du -sh "$APP" | cut -f1)"
  echo "deb:       $(du -h "$DEB" | cut -f1)"
} | tee "$OUT/sizes.txt"
