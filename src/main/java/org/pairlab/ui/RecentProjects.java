package org.pairlab.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

/** The most recently opened project files, kept in a preferences node so they survive restarts. */
public final class RecentProjects {
    private static final int MAX = 10;
    private final Preferences node;

    public RecentProjects(Preferences node) {
        this.node = node;
    }

    /** The user's preferences node these are kept in (other per-user settings live beside them). */
    Preferences node() {
        return node;
    }

    /** Recent files that still exist, newest first. */
    public List<Path> list() {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < MAX; i++) {
            String p = node.get("recent." + i, null);
            if (p != null && Files.isRegularFile(Path.of(p))) {
                out.add(Path.of(p));
            }
        }
        return out;
    }

    /** Moves a file to the top of the list. */
    public void add(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        List<Path> l = new ArrayList<>(list());
        l.remove(abs);
        l.add(0, abs);
        for (int i = 0; i < MAX; i++) {
            if (i < l.size()) {
                node.put("recent." + i, l.get(i).toString());
            } else {
                node.remove("recent." + i);
            }
        }
    }
}
