package org.pairlab;

import org.pairlab.cli.PairLabCli;

/**
 * Entry point of {@code pairlab.jar}: no arguments opens the workbench, anything else runs the command line.
 * It does not extend {@code Application}, so JavaFX can start from the class path of a plain jar.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("The workbench UI is being wired; use a command, e.g. --help");
            System.exit(2);
        }
        System.exit(PairLabCli.run(args));
    }
}
