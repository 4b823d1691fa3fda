package org.pairlab;

import org.pairlab.cli.PairLabCli;
import org.pairlab.ui.WorkbenchApp;

/**
 * Entry point of {@code pairlab.jar}: no arguments (or just a project file) opens the workbench, anything else runs
 * the command line. It does not extend {@code Application}, so JavaFX can start from the class path of a plain jar.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0 || args.length == 1 && args[0].endsWith(".pairlab")) {
            WorkbenchApp.launchApp(args);
            return;
        }
        System.exit(PairLabCli.run(args));
    }
}
