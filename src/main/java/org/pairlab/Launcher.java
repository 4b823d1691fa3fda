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
        // "--debug project.pairlab" opens the workbench too, printing when each step of opening happened.
        boolean project = args.length == 1 && args[0].endsWith(".pairlab")
                || args.length == 2 && args[0].equals("--debug") && args[1].endsWith(".pairlab");
        if (args.length == 0 || project) {
            WorkbenchApp.launchApp(args);
            return;
        }
        System.exit(PairLabCli.run(args));
    }
}
