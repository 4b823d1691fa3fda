package org.pairlab.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.StaleRefreshJob;
import org.pairlab.project.Box;
import org.pairlab.project.BoxEdit;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pairlab box FILE --sample ID (--list | --add CAT X Y W H | --move BOX X Y W H | --relabel BOX CAT | --delete
 * BOX | --undo)} and {@code pairlab box FILE --rerender}: edits the project's copy of a source sample's boxes.
 */
@Command(mixinStandardHelpOptions = true, name = "box", description = "Edit the boxes of an original sample (the "
        + "dataset's files stay untouched; every edit can be undone), then re-render the candidates made from it.")
final class BoxCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Option(names = "--sample", paramLabel = "ID", description = "The original sample (for --list, --add, --undo).")
    Long sample;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Action action;

    static final class Action {
        @Option(names = "--list", description = "Print the sample's boxes and edit history.")
        boolean list;

        @Option(names = "--add", arity = "5", paramLabel = "CAT X Y W H", description = "Draw a box (pixels, top-left origin).")
        List<String> add;

        @Option(names = "--move", arity = "5", paramLabel = "BOX X Y W H", description = "Move or resize a box.")
        List<String> move;

        @Option(names = "--relabel", arity = "2", paramLabel = "BOX CAT", description = "Give a box another category.")
        List<String> relabel;

        @Option(names = "--delete", paramLabel = "BOX", description = "Remove a box from the project's copy.")
        Long delete;

        @Option(names = "--undo", description = "Undo the sample's newest box edit.")
        boolean undo;

        @Option(names = "--rerender", description = "Re-render every candidate waiting after box edits (a job).")
        boolean rerender;
    }

    @Override
    public Integer call() throws Exception {
        try (Project p = project.open()) {
            if (action.rerender) {
                return rerender(p);
            }
            if (action.list) {
                long id = needSample();
                for (Box b : p.samples().boxes(id)) {
                    common.sayf("box %d\t%s\t%.1f %.1f %.1f %.1f\t%s%n", b.id(), b.category(),
                            b.x(), b.y(), b.w(), b.h(), b.source().name().toLowerCase());
                }
                for (BoxEdit e : p.boxEdits().history(id)) {
                    common.say("edit " + e.id() + "\t" + e.action().name().toLowerCase() + " box " + e.boxId() + "\t"
                            + e.editedAt() + (e.undone() ? "\tundone " + e.undoneAt() : ""));
                }
                return 0;
            }
            BoxEdit edit;
            if (action.add != null) {
                edit = p.boxEdits().add(needSample(), action.add.get(0), num(action.add, 1), num(action.add, 2),
                        num(action.add, 3), num(action.add, 4));
            } else if (action.move != null) {
                edit = p.boxEdits().move(id(action.move.get(0)), num(action.move, 1), num(action.move, 2), num(action.move, 3),
                        num(action.move, 4));
            } else if (action.relabel != null) {
                edit = p.boxEdits().relabel(id(action.relabel.get(0)), action.relabel.get(1));
            } else if (action.delete != null) {
                edit = p.boxEdits().delete(action.delete);
            } else {
                var undone = p.boxEdits().undoLast(needSample());
                common.say(undone.map(e -> "Undid " + e.action().name().toLowerCase() + " of box " + e.boxId())
                        .orElse("Nothing to undo on sample " + sample));
                printWaiting(p);
                return 0;
            }
            common.say(edit.action().name().charAt(0) + edit.action().name().substring(1).toLowerCase()
                    + " box " + edit.boxId() + " of sample " + edit.sampleId() + " (edit " + edit.id() + ")");
            printWaiting(p);
        }
        return 0;
    }

    private int rerender(Project p) {
        try (JobRunner runner = new JobRunner(p)) {
            JobHandle.JobOutcome out = runner.runHere(new StaleRefreshJob(p, new Augmenters()));
            if (out.state() != RunState.SUCCEEDED) {
                throw new IllegalStateException("re-render " + out.state().db() + ": " + out.message());
            }
            common.say("Re-rendered " + out.metrics().get("refreshed") + " candidates, " + out.metrics().get("failed")
                    + " could not be (run " + out.runId() + ")");
            p.boxEdits().waiting().forEach(s -> common.say("  candidate " + s.candidateId() + ": " + s.refreshNote()));
        }
        return 0;
    }

    private void printWaiting(Project p) {
        int n = p.boxEdits().waiting().size();
        if (n > 0) {
            common.say(n + " candidates wait to be re-rendered: pairlab box FILE --rerender");
        }
    }

    private long needSample() {
        if (sample == null) {
            throw new IllegalArgumentException("name the sample with --sample ID");
        }
        return sample;
    }

    private static long id(String s) {
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a box id is a whole number, got '" + s + "'");
        }
    }

    private static double num(List<String> values, int i) {
        try {
            return Double.parseDouble(values.get(i));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected a number at position " + (i + 1) + ", got '" + values.get(i) + "'");
        }
    }
}
