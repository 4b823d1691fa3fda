#!/usr/bin/env bash
# Builds PairLab's installer for one platform with jpackage (JDK 17+), each with its own jlink runtime and that
# platform's jar (Maven profile of the same name: its JavaFX, libtorch, sqlite, ONNX Runtime and JNA natives only):
#   linux-x86_64  app image, .deb, and .rpm (packaging/rpm/BuildRpm.java, or jpackage with RPM_WITH=jpackage)
#   mac-aarch64, mac-x86_64  .dmg (run on macOS)        win-x86_64  .msi (run on Windows in Git Bash, WiX 3)
#
#   packaging/build.sh                          # linux-x86_64: jar (offline Maven), then the packages
#   packaging/build.sh linux-x86_64 --skip-jar  # packages an existing target/pairlab.jar
#   packaging/build.sh mac-aarch64              # on a Mac: jar and .dmg; elsewhere: the jar only
#   packaging/build.sh win-x86_64 --dry-run     # prints the commands for that platform, runs nothing
#
# Output in target/packaging/. Another platform's natives are not in a fresh ~/.m2: its first build needs
# MAVEN_FLAGS= (online); CI (.github/workflows/package.yml) runs it that way on each system.
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
# The .msi's upgrade code: fixed, so that a newer .msi replaces an installed older one.
WIN_UPGRADE_UUID=7c1e5a52-3f0e-4d5b-9a51-2f6c0d7b8e14

PLATFORMS="linux-x86_64 mac-aarch64 mac-x86_64 win-x86_64"
PLATFORM=linux-x86_64
SKIP_JAR=
DRY_RUN=
for arg in "$@"; do
  case "$arg" in
    --skip-jar) SKIP_JAR=1 ;;
    --dry-run) DRY_RUN=1 ;;
    linux-x86_64|mac-aarch64|mac-x86_64|win-x86_64) PLATFORM=$arg ;;
    *) echo "build.sh: unknown argument '$arg'; give one of: $PLATFORMS, and optionally --skip-jar, --dry-run." >&2; exit 2 ;;
  esac
done

# Runs a command, or with --dry-run prints it (shell-quoted) instead.
run() {
  if [ -n "$DRY_RUN" ]; then
    printf '%q ' "$@" | sed 's/ $//'
    echo
  else
    "$@"
  fi
}

host_os() {
  case "$(uname -s)" in
    Linux) echo linux ;;
    Darwin) echo mac ;;
    MINGW*|MSYS*|CYGWIN*) echo win ;;
    *) uname -s ;;
  esac
}

build_jar() {
  if [ -n "$SKIP_JAR" ]; then
    [ -n "$DRY_RUN" ] || [ -f target/pairlab.jar ] || { echo "target/pairlab.jar is missing; run without --skip-jar." >&2; exit 1; }
    return
  fi
  echo "== jar (Maven profile $PLATFORM)"
  if [ "$PLATFORM" = linux-x86_64 ]; then
    # The third-party list in the jar's legal folder, regenerated from the dependencies (python3).
    run ./mvnw -q $MAVEN_FLAGS org.apache.maven.plugins:maven-dependency-plugin:3.8.1:list -DincludeScope=runtime \
      -DoutputFile="$ROOT/target/runtime-dependencies.txt"
    run python3 packaging/third-party.py target/runtime-dependencies.txt resources/org/pairlab/legal/THIRD-PARTY.txt
  fi
  run ./mvnw -q $MAVEN_FLAGS -P"$PLATFORM" -DskipTests package
}

# The jar into $OUT/input, and a jlink runtime of the modules it uses, plus what is reached only by reflection or
# service lookup (TLS, zip file system, charsets, locales for LanguageTool).
make_runtime() {
  run rm -rf "$OUT"
  run mkdir -p "$OUT/input"
  run cp target/pairlab.jar "$OUT/input/"
  echo "== runtime (jlink)"
  local modules=java.base,java.desktop,java.logging,java.management,java.naming,java.net.http,java.prefs,java.scripting,java.sql,java.xml,jdk.charsets,jdk.crypto.ec,jdk.localedata,jdk.unsupported,jdk.zipfs,jdk.jfr
  if [ -n "$DRY_RUN" ]; then
    echo "jdeps --multi-release 17 --ignore-missing-deps --print-module-deps $OUT/input/pairlab.jar  # added to --add-modules"
  else
    local found
    found=$(jdeps --multi-release 17 --ignore-missing-deps --print-module-deps "$OUT/input/pairlab.jar" 2>/dev/null || true)
    modules="${found:+$found,}$modules"
  fi
  run jlink --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress=2 --output "$OUT/runtime"
}

# The *.pairlab file association with the platform's icon file.
association() {
  local icon=$1 file="$OUT/pairlab-project.properties"
  if [ -n "$DRY_RUN" ]; then
    echo "# $file: packaging/linux/pairlab-project.properties with icon=$icon"
  else
    sed "s:^icon=.*:icon=$icon:" packaging/linux/pairlab-project.properties > "$file"
  fi
}

# What every installer shares: the jar, the runtime, the launcher's main class and memory limit.
COMMON_JPACKAGE=(--name "$NAME" --vendor "PairLab" --input "$OUT/input" --main-jar pairlab.jar
  --main-class org.pairlab.Launcher --runtime-image "$OUT/runtime" --java-options "-XX:MaxRAMPercentage=70"
  --dest "$OUT")

package_mac() {
  # macOS refuses a bundle version whose first number is 0 (CFBundleVersion): 0.x.y is labelled 1.x.y there.
  local mac_version=$VERSION
  [ "${VERSION%%.*}" = 0 ] && mac_version="1.${VERSION#0.}"
  make_runtime
  echo "== icon (.icns) and .dmg"
  run java packaging/icons/PlatformIcons.java icns "$OUT/pairlab.icns" packaging/icons/pairlab-{16,32,64,128,256,512}.png
  association "$OUT/pairlab.icns"
  run jpackage --type dmg "${COMMON_JPACKAGE[@]}" --app-version "$mac_version" --icon "$OUT/pairlab.icns" \
    --file-associations "$OUT/pairlab-project.properties" --license-file LICENSE \
    --mac-package-identifier org.pairlab.PairLab --mac-package-name "$NAME"
  [ -n "$DRY_RUN" ] || { ls -l "$OUT"/*.dmg; du -h "$OUT"/*.dmg > "$OUT/sizes.txt"; }
}

package_win() {
  make_runtime
  echo "== icon (.ico) and .msi"
  run java packaging/icons/PlatformIcons.java ico "$OUT/pairlab.ico" packaging/icons/pairlab-{16,24,32,48,64,128,256}.png
  association "$OUT/pairlab.ico"
  # PairLab.exe opens the workbench without a console window; pairlab-cli.exe, a console launcher, runs the commands
  # (Windows file names ignore case, so it cannot be pairlab.exe).
  if [ -n "$DRY_RUN" ]; then
    echo "# $OUT/cli-launcher.properties: win-console=true"
  else
    printf 'win-console=true\nicon=%s\n' "$OUT/pairlab.ico" > "$OUT/cli-launcher.properties"
  fi
  run jpackage --type msi "${COMMON_JPACKAGE[@]}" --app-version "$VERSION" --icon "$OUT/pairlab.ico" \
    --file-associations "$OUT/pairlab-project.properties" --license-file LICENSE \
    --add-launcher "$PKG-cli=$OUT/cli-launcher.properties" \
    --win-menu --win-menu-group "$NAME" --win-shortcut --win-dir-chooser --win-upgrade-uuid "$WIN_UPGRADE_UUID"
  [ -n "$DRY_RUN" ] || { ls -l "$OUT"/*.msi; du -h "$OUT"/*.msi > "$OUT/sizes.txt"; }
}

package_linux() {
  make_runtime
  echo "== app image"
  run jpackage --type app-image "${COMMON_JPACKAGE[@]}" --app-version "$VERSION" --icon packaging/icons/pairlab-256.png
  local app="$OUT/$NAME"
  if [ -n "$DRY_RUN" ]; then
    echo "# $app/lib: icons/hicolor/<size>/apps/$PKG.png for each size, $PKG.bash-completion from 'PairLab completion'"
  else
    # Extras the desktop wants beside the launcher: icons at every size and the bash completion.
    for png in packaging/icons/pairlab-*.png; do
      size=$(basename "$png" .png | sed 's/pairlab-//')
      mkdir -p "$app/lib/icons/hicolor/${size}x${size}/apps"
      cp "$png" "$app/lib/icons/hicolor/${size}x${size}/apps/$PKG.png"
    done
    if ! "$app/bin/$NAME" completion > "$app/lib/$PKG.bash-completion" 2>/dev/null; then
      # Until `pairlab completion` exists: picocli writes the script from the command classes.
      "$OUT/runtime/bin/java" -cp "$OUT/input/pairlab.jar" picocli.AutoComplete --force --name "$PKG" \
        --completionScript "$app/lib/$PKG.bash-completion" org.pairlab.cli.PairLabCli
    fi
  fi

  echo "== .deb"
  run jpackage --type deb --app-image "$app" --name "$PKG" --app-version "$VERSION" --vendor "PairLab" \
    --description "Workbench for curating augmented image-caption datasets" \
    --copyright "Copyright 2026 The PairLab authors" --license-file LICENSE \
    --icon packaging/icons/pairlab-256.png --linux-package-name "$PKG" --linux-app-category science \
    --linux-menu-group "Science;Education" --linux-shortcut --linux-deb-maintainer "pairlab@users.noreply.github.com" \
    --linux-package-deps "libgtk-3-0" \
    --file-associations packaging/linux/pairlab-project.properties --dest "$OUT"
  # Add what jpackage does not: `pairlab` on the PATH, the bash completion and the themed icons. The tree stays
  # until the .rpm is made from it, so that both packages install the same files.
  local tree="$OUT/deb-root" deb rpm
  if [ -n "$DRY_RUN" ]; then
    echo "# $tree: the .deb unpacked (dpkg-deb -R), plus /usr/bin/$PKG, the bash completion and the icons; repacked"
    deb="$OUT/${PKG}_${VERSION}_amd64.deb"
  else
    deb=$(ls "$OUT"/${PKG}_*.deb)
    rm -rf "$tree"
    dpkg-deb -R "$deb" "$tree"
    mkdir -p "$tree/usr/bin" "$tree/usr/share/bash-completion/completions"
    ln -sf "/opt/$PKG/bin/$NAME" "$tree/usr/bin/$PKG"
    cp "$app/lib/$PKG.bash-completion" "$tree/usr/share/bash-completion/completions/$PKG"
    cp -r "$app/lib/icons" "$tree/usr/share/"
    fakeroot dpkg-deb --root-owner-group -b "$tree" "$deb" >/dev/null
  fi

  echo "== .rpm"
  rpm="$OUT/$PKG-$VERSION-1.x86_64.rpm"
  # BuildRpm by default: the .rpm then holds exactly the .deb's files. RPM_WITH=jpackage (needs rpmbuild) gives
  # jpackage's own, which lacks /usr/bin/pairlab, the completion and the themed icons.
  if [ "${RPM_WITH:-}" = jpackage ]; then
    run jpackage --type rpm --app-image "$app" --name "$PKG" --app-version "$VERSION" --vendor "PairLab" \
      --license-file LICENSE --icon packaging/icons/pairlab-256.png --linux-package-name "$PKG" \
      --linux-menu-group "Science;Education" --linux-shortcut --linux-rpm-license-type "Apache-2.0" \
      --file-associations packaging/linux/pairlab-project.properties --dest "$OUT"
  else
    # redline (pure Java, no rpmbuild) writes the .rpm from the .deb's tree (packaging/rpm/BuildRpm.java); its class
    # path comes from packaging/rpm/pom.xml (in ~/.m2 after one online build).
    run ./mvnw -q $MAVEN_FLAGS -f packaging/rpm/pom.xml org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
      -Dmdep.outputFile="$ROOT/$OUT/rpm-tool.classpath"
    local cp="CLASSPATH_FROM_$OUT/rpm-tool.classpath"
    [ -n "$DRY_RUN" ] || cp=$(cat "$OUT/rpm-tool.classpath")
    run java -cp "$cp" packaging/rpm/BuildRpm.java "$tree" "$rpm" "$VERSION"
  fi
  [ -n "$DRY_RUN" ] && return
  rm -rf "$tree"

  echo "== checks"
  "$app/bin/$NAME" --version
  local check="$OUT/deb-check"
  rm -rf "$check"
  dpkg-deb -x "$deb" "$check"
  "$check/opt/$PKG/bin/$NAME" --version
  test -L "$check/usr/bin/$PKG" && test -s "$check/usr/share/bash-completion/completions/$PKG"
  grep -q "MimeType=application/x-pairlab-project" "$check"/opt/*/lib/*.desktop
  rm -rf "$check"

  {
    echo "jar:       $(du -h target/pairlab.jar | cut -f1)"
    echo "runtime:   $(du -sh "$OUT/runtime" | cut -f1)"
    echo "app image: $(du -sh "$app" | cut -f1)"
    echo "deb:       $(du -h "$deb" | cut -f1)"
    echo "rpm:       $(du -h "$OUT"/*.rpm | cut -f1)"
  } | tee "$OUT/sizes.txt"
}

# Each installer is made on its own system (jpackage builds only for the one it runs on); elsewhere only the jar.
want=${PLATFORM%%-*}
if [ -z "$DRY_RUN" ] && [ "$(host_os)" != "$want" ]; then
  [ -n "$SKIP_JAR" ] && { echo "build.sh: $PLATFORM installers are made on $want; here only its jar (drop --skip-jar)." >&2; exit 2; }
  build_jar
  mkdir -p "$OUT"
  # A jar of its own name, so that a build for this machine in the same tree cannot be mistaken for it.
  cp target/pairlab.jar "$OUT/pairlab-$PLATFORM.jar"
  echo "$OUT/pairlab-$PLATFORM.jar: $(du -h "$OUT/pairlab-$PLATFORM.jar" | cut -f1)"
  echo "Run 'packaging/build.sh $PLATFORM' on $want for the installer (packaging/README.md, \"Packages per platform\")."
  exit 0
fi
if [ -z "$DRY_RUN" ]; then
  case "$PLATFORM" in
    linux-x86_64) tools="jpackage jlink jdeps fakeroot dpkg-deb${RPM_WITH:+ rpmbuild}"
      [ "$(uname -m)" = x86_64 ] || { echo "build.sh: linux-x86_64 packages are made on x86-64 only." >&2; exit 2; } ;;
    mac-*) tools="jpackage jlink jdeps java" ;;
    win-*) tools="jpackage jlink jdeps java candle light" ;;
  esac
  for tool in $tools; do
    command -v "$tool" >/dev/null || { echo "build.sh needs $tool on the PATH (candle and light: WiX 3)." >&2; exit 2; }
  done
fi

build_jar
case "$PLATFORM" in
  linux-x86_64) package_linux ;;
  mac-*) package_mac ;;
  win-*) package_win ;;
esac
