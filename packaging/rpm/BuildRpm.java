import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.redline_rpm.Builder;
import org.redline_rpm.header.Architecture;
import org.redline_rpm.header.Os;
import org.redline_rpm.header.RpmType;
import org.redline_rpm.payload.Directive;

/**
 * Writes PairLab's .rpm where rpmbuild is missing, with the pure-Java RPM writer redline: the same files as the .deb
 * (build.sh hands over the .deb's unpacked tree: /opt/pairlab, the /usr/bin/pairlab link, the bash completion and the
 * themed icons), and scripts that register the desktop entry, MIME type and icon with xdg-utils as the .deb does.
 *
 * <pre>java -cp REDLINE_CLASSPATH packaging/rpm/BuildRpm.java TREE OUT.rpm VERSION</pre>
 *
 * Only directories below /opt/pairlab belong to the package; /usr/share/icons/hicolor/... and the like belong to
 * the system's own packages (redline would otherwise claim every parent directory).
 */
public class BuildRpm {
    static final String NAME = "pairlab";
    static final String PREFIX = "/opt/pairlab";
    static final String DESKTOP = PREFIX + "/lib/pairlab-PairLab.desktop";
    static final String MIME_XML = PREFIX + "/lib/pairlab-PairLab-MimeInfo.xml";
    static final String MIME_ICON = PREFIX + "/lib/application-x-pairlab-project.png";

    // %post and %preun: what jpackage's .deb scripts do, skipped quietly where xdg-utils is absent (a server install).
    static final String POST_INSTALL = String.join("\n",
            "if command -v xdg-desktop-menu >/dev/null 2>&1; then",
            "  xdg-desktop-menu install " + DESKTOP,
            "  xdg-mime install " + MIME_XML,
            "  xdg-icon-resource install --context mimetypes --size 128 " + MIME_ICON + " application-x-pairlab-project",
            "fi",
            "exit 0", "");
    // $1 is 0 on erase and 1 on upgrade: an upgrade keeps the registration.
    static final String PRE_UNINSTALL = String.join("\n",
            "if [ \"$1\" = 0 ] && command -v xdg-desktop-menu >/dev/null 2>&1; then",
            "  xdg-desktop-menu uninstall " + DESKTOP,
            "  xdg-mime uninstall " + MIME_XML,
            "  xdg-icon-resource uninstall --context mimetypes --size 128 application-x-pairlab-project",
            "fi",
            "exit 0", "");

    public static void main(String[] args) throws Exception {
        try {
            build(args);
        } catch (IllegalArgumentException e) {
            System.err.println("BuildRpm: " + e.getMessage());
            System.exit(1);
        }
    }

    static void build(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: BuildRpm TREE OUT.rpm VERSION (TREE: the package's files as they install, e.g. opt/pairlab/...)");
            System.exit(2);
        }
        Path tree = Path.of(args[0]).toAbsolutePath().normalize();
        Path out = Path.of(args[1]).toAbsolutePath();
        String version = args[2];
        if (!Files.isRegularFile(tree.resolve("opt/pairlab/bin/PairLab"))) {
            throw new IllegalArgumentException(tree + " has no opt/pairlab/bin/PairLab: not a PairLab package tree");
        }
        if (Files.exists(out)) {
            throw new IllegalArgumentException(out + " exists: remove it first (nothing is overwritten)");
        }

        Builder rpm = new Builder();
        rpm.setType(RpmType.BINARY);
        rpm.setPackage(NAME, version, "1");
        rpm.setPlatform(Architecture.X86_64, Os.LINUX);
        rpm.setSummary("Workbench for curating augmented image-caption datasets");
        rpm.setDescription("PairLab: a desktop workbench and command line for researchers who curate augmented "
                + "image-caption datasets, all in one SQLite project file. Includes its own Java runtime.");
        rpm.setLicense("Apache-2.0");
        rpm.setGroup("Applications/Science");
        rpm.setVendor("PairLab");
        rpm.setPackager("pairlab@users.noreply.github.com");
        rpm.setUrl("https://github.com/pairlab/pairlab");
        rpm.setBuildHost("localhost");
        rpm.setSourceRpm(NAME + "-" + version + "-1.src.rpm");
        // JavaFX loads GTK 3 at run time (no ELF link to find); the scriptlets use xdg-utils, as the .deb's Depends.
        rpm.addDependencyMore("gtk3", "3.0");
        rpm.addDependency("xdg-utils", 0, "");
        rpm.setPostInstallScript(POST_INSTALL);
        rpm.setPreUninstallScript(PRE_UNINSTALL);

        List<Path> entries;
        try (Stream<Path> walk = Files.walk(tree)) {
            entries = walk.filter(p -> !p.equals(tree)).sorted().toList();
        }
        int files = 0;
        List<String> notOwned = new ArrayList<>();
        for (Path p : entries) {
            String path = "/" + tree.relativize(p).toString().replace(File.separatorChar, '/');
            if (path.startsWith("/DEBIAN")) {
                continue; // the .deb's control files, if the tree still has them
            }
            boolean owned = path.equals(PREFIX) || path.startsWith(PREFIX + "/");
            if (Files.isSymbolicLink(p)) {
                rpm.addLink(path, Files.readSymbolicLink(p).toString(), 0777);
                files++;
            } else if (Files.isDirectory(p)) {
                if (owned) {
                    rpm.addDirectory(path, mode(p), Directive.NONE, "root", "root");
                } else {
                    rpm.addBuiltinDirectory(path);
                    notOwned.add(path);
                }
            } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                rpm.addFile(path, p.toFile(), mode(p), -1, Directive.NONE, "root", "root");
                files++;
            } else {
                throw new IllegalArgumentException(p + " is neither a file, a folder nor a link");
            }
        }
        // Written in a folder of its own beside the target, then moved into place: a failed build leaves no .rpm.
        Path work = Files.createTempDirectory(out.getParent(), ".rpm-build");
        try {
            Path made = work.resolve(rpm.build(work.toFile()));
            Files.move(made, out);
        } finally {
            try (Stream<Path> left = Files.list(work)) {
                for (Path p : left.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(work);
        }
        System.out.println(out + ": " + files + " files and links, " + notOwned.size()
                + " system folders not owned, " + Files.size(out) + " bytes");
    }

    /** The permission bits of a file or folder (0755, 0644, ...). */
    static int mode(Path p) throws IOException {
        Set<PosixFilePermission> perms = Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS);
        int m = 0;
        for (PosixFilePermission perm : perms) {
            m |= switch (perm) {
                case OWNER_READ -> 0400;
                case OWNER_WRITE -> 0200;
                case OWNER_EXECUTE -> 0100;
                case GROUP_READ -> 040;
                case GROUP_WRITE -> 020;
                case GROUP_EXECUTE -> 010;
                case OTHERS_READ -> 04;
                case OTHERS_WRITE -> 02;
                case OTHERS_EXECUTE -> 01;
            };
        }
        return m;
    }
}
