package org.pairlab.ui;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/** What the About box lists: PairLab's build version and the versions of the runtime and libraries it runs on. */
record AboutInfo(String pairLab, String java, String javaFx, String djl, String sqlite) {
    /** Reads the versions of the running process; a library that cannot say gives "unknown". */
    static AboutInfo current() {
        return new AboutInfo(pairLabVersion(), System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")",
                orUnknown(System.getProperty("javafx.runtime.version")), djlVersion(), sqliteVersion());
    }

    /** The rows of the About box, label to version. */
    Map<String, String> rows() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("PairLab", pairLab);
        m.put("Java", java);
        m.put("JavaFX", javaFx);
        m.put("DJL", djl);
        m.put("SQLite (sqlite-jdbc)", sqlite);
        return m;
    }

    /** The same text as the CLI's --version: the version the build stamped into version.properties. */
    static String pairLabVersion() {
        try (InputStream in = AboutInfo.class.getResourceAsStream("/org/pairlab/version.properties")) {
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

    private static String djlVersion() {
        try {
            // Read from DJL's own properties; this does not load the PyTorch engine.
            return orUnknown(ai.djl.engine.Engine.getDjlVersion());
        } catch (RuntimeException | LinkageError e) {
            return "unknown";
        }
    }

    private static String sqliteVersion() {
        try {
            return orUnknown(org.pairlab.project.Project.sqliteDriverVersion());
        } catch (RuntimeException | LinkageError e) {
            return "unknown";
        }
    }

    private static String orUnknown(String v) {
        return v == null || v.isBlank() ? "unknown" : v;
    }
}
