package org.pairlab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * packaging/build.sh for the systems this machine cannot build on: its {@code --dry-run} prints, for each platform,
 * the Maven profile, jlink and jpackage commands with that platform's installer type, icon format and file
 * association, and every repository file those commands name exists. Also the .ico and .icns that
 * packaging/icons/PlatformIcons.java packs for Windows and macOS, read back by their formats' rules.
 */
class PackagingScriptTest {
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    @TempDir
    Path dir;

    record Ran(int code, String out) {
    }

    private static Ran run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), String.join(" ", command) + " did not finish");
        return new Ran(p.exitValue(), out);
    }

    private static String dryRun(String platform) throws Exception {
        Ran r = run("bash", "packaging/build.sh", platform, "--dry-run");
        assertEquals(0, r.code(), r.out());
        // Whatever the commands name in the repository must be there, so that the real run on that system finds it.
        Matcher m = Pattern.compile("(?<![\\w/.-])(packaging/[\\w./-]+|LICENSE)(?![\\w/-])").matcher(r.out());
        List<String> named = new ArrayList<>();
        while (m.find()) {
            named.add(m.group(1));
        }
        assertTrue(named.size() >= 3, r.out());
        for (String file : named) {
            assertTrue(Files.exists(Path.of(file)), platform + " dry run names " + file + ", which is not in the repository");
        }
        return r.out();
    }

    private static String line(String out, String start) {
        return out.lines().filter(l -> l.startsWith(start)).findFirst()
                .orElseThrow(() -> new AssertionError("no line starting '" + start + "' in:\n" + out));
    }

    @Test
    void dryRunGivesEachPlatformItsProfileInstallerIconAndAssociation() throws Exception {
        for (String platform : List.of("linux-x86_64", "mac-aarch64", "mac-x86_64", "win-x86_64")) {
            String out = dryRun(platform);
            assertTrue(out.contains("./mvnw -q -o -P" + platform + " -DskipTests package"), out);
            assertTrue(line(out, "jlink ").contains("--output target/packaging/runtime"), out);
            String jpackage = switch (platform) {
                case "linux-x86_64" -> line(out, "jpackage --type app-image");
                case "win-x86_64" -> line(out, "jpackage --type msi");
                default -> line(out, "jpackage --type dmg");
            };
            for (String part : List.of("--main-jar pairlab.jar", "--main-class org.pairlab.Launcher",
                    "--runtime-image target/packaging/runtime", "--input target/packaging/input")) {
                assertTrue(jpackage.contains(part), platform + ": " + jpackage);
            }
        }

        String linux = dryRun("linux-x86_64");
        String deb = line(linux, "jpackage --type deb");
        assertTrue(deb.contains("--file-associations packaging/linux/pairlab-project.properties")
                && deb.contains("--linux-package-deps libgtk-3-0"), deb);
        assertTrue(linux.contains("jpackage --type rpm") || line(linux, "java ").contains("packaging/rpm/BuildRpm.java "
                + "target/packaging/deb-root target/packaging/pairlab-"), "an .rpm either way: " + linux);

        String mac = dryRun("mac-aarch64");
        String dmg = line(mac, "jpackage --type dmg");
        assertTrue(dmg.contains("--icon target/packaging/pairlab.icns")
                && dmg.contains("--file-associations target/packaging/pairlab-project.properties")
                && dmg.contains("--mac-package-identifier org.pairlab.PairLab"), dmg);
        assertTrue(dmg.matches(".*--app-version [1-9][0-9.]* .*"), "macOS refuses a version starting with 0: " + dmg);
        assertTrue(line(mac, "java packaging/icons/PlatformIcons.java icns target/packaging/pairlab.icns").contains("pairlab-512.png"), mac);

        String win = dryRun("win-x86_64");
        String msi = line(win, "jpackage --type msi");
        for (String part : List.of("--icon target/packaging/pairlab.ico", "--file-associations target/packaging/pairlab-project.properties",
                "--win-menu", "--win-shortcut", "--win-upgrade-uuid ", "--add-launcher pairlab-cli=target/packaging/cli-launcher.properties")) {
            assertTrue(msi.contains(part), part + " missing: " + msi);
        }
        assertTrue(win.contains("win-console=true"), "the command-line launcher has a console: " + win);
        assertTrue(line(win, "java packaging/icons/PlatformIcons.java ico target/packaging/pairlab.ico").contains("pairlab-256.png"), win);

        Ran bad = run("bash", "packaging/build.sh", "solaris-sparc", "--dry-run");
        assertEquals(2, bad.code(), bad.out());
        assertTrue(bad.out().contains("unknown argument 'solaris-sparc'"), bad.out());
    }

    @Test
    void windowsIcoAndMacIcnsHoldThePngsAtEachSize() throws Exception {
        List<String> pngs = new ArrayList<>();
        for (int size : new int[] {16, 24, 32, 48, 64, 128, 256, 512}) {
            pngs.add("packaging/icons/pairlab-" + size + ".png");
        }
        Path ico = dir.resolve("pairlab.ico");
        List<String> cmd = new ArrayList<>(List.of(javaBin(), "packaging/icons/PlatformIcons.java", "ico", ico.toString()));
        cmd.addAll(pngs);
        Ran r = run(cmd.toArray(String[]::new));
        assertEquals(0, r.code(), r.out());
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(ico)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0, b.getShort(0));
        assertEquals(1, b.getShort(2), "type 1: icon");
        int count = b.getShort(4);
        assertEquals(7, count, "16 to 256 px (ICO stops at 256)");
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int at = 6 + 16 * i;
            int w = Byte.toUnsignedInt(b.get(at));
            sizes.add(w == 0 ? 256 : w);
            int length = b.getInt(at + 8);
            int offset = b.getInt(at + 12);
            assertTrue(offset + length <= b.capacity(), "entry " + i + " lies past the end");
            assertArrayEquals(PNG, Arrays.copyOfRange(b.array(), offset, offset + 8), "entry " + i + " is a PNG");
        }
        assertEquals(List.of(16, 24, 32, 48, 64, 128, 256), sizes);

        Path icns = dir.resolve("pairlab.icns");
        cmd = new ArrayList<>(List.of(javaBin(), "packaging/icons/PlatformIcons.java", "icns", icns.toString()));
        cmd.addAll(pngs);
        r = run(cmd.toArray(String[]::new));
        assertEquals(0, r.code(), r.out());
        ByteBuffer n = ByteBuffer.wrap(Files.readAllBytes(icns)); // big-endian
        assertEquals("icns", new String(n.array(), 0, 4, StandardCharsets.US_ASCII));
        assertEquals(n.capacity(), n.getInt(4), "the header's length is the file's");
        Map<String, Integer> entries = new LinkedHashMap<>();
        for (int at = 8; at < n.capacity(); ) {
            String type = new String(n.array(), at, 4, StandardCharsets.US_ASCII);
            int length = n.getInt(at + 4);
            assertArrayEquals(PNG, Arrays.copyOfRange(n.array(), at + 8, at + 16), type + " holds a PNG");
            entries.put(type, length);
            at += length;
        }
        assertEquals(List.of("icp4", "icp5", "icp6", "ic07", "ic08", "ic09"), List.copyOf(entries.keySet()),
                "16, 32, 64, 128, 256 and 512 px");

        Ran again = run(javaBin(), "packaging/icons/PlatformIcons.java", "ico", ico.toString(), pngs.get(0));
        assertTrue(again.code() != 0 && again.out().contains("exists"), "an existing file is never overwritten: " + again.out());
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
