package org.pairlab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version written into the jar by the build ({@code version.properties}, filtered by Maven). */
public final class BuildVersion implements IVersionProvider {
    /** The build's version, or "development" when run from classes the build did not filter. */
    public static String version() {
        try (InputStream in = BuildVersion.class.getResourceAsStream("/org/pairlab/version.properties")) {
            if (in == null) {
                return "development";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "development");
            return v.startsWith("${") ? "development" : v;
        } catch (IOException e) {
            return "development";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {"PairLab " + version(), "Java " + System.getProperty("java.version") + " ("
                + System.getProperty("java.vendor") + "), " + System.getProperty("os.name") + " " + System.getProperty("os.arch")};
    }
}
