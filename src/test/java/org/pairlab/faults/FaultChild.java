package org.pairlab.faults;

import java.nio.file.Path;
import java.util.List;
import org.pairlab.cli.PairLabCli;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.runs.JobRunner;

/**
 * The child JVM of {@link FaultInjectionTest}: does one kind of work on a project and prints READY when it has
 * started, so the parent can kill it (kill -9 or SIGTERM) at a chosen moment. Arguments: the work, then its inputs.
 */
public final class FaultChild {
    private FaultChild() {
    }

    public static void main(String[] args) throws Exception {
        Path project = Path.of(args[1]);
        switch (args[0]) {
            case "generate" -> {
                try (Project p = Project.open(project); JobRunner runner = new JobRunner(p)) {
                    System.out.println("READY");
                    runner.runHere(SlowAugmenter.job(p, Long.parseLong(args[2])));
                }
            }
            case "train" -> {
                // A tiny word-level LSTM caption model: a real training run (epochs, checkpoints) in seconds.
                try (Project p = Project.open(project); JobRunner runner = new JobRunner(p)) {
                    System.out.println("READY");
                    runner.runHere(org.pairlab.lm.neural.LmTrainingJob.fromParams(p, FaultInjectionTest.TINY_LSTM));
                }
            }
            case "review" -> {
                try (Project p = Project.open(project)) {
                    List<Long> pending = p.candidates().withStatus(ReviewStatus.PENDING, null).stream()
                            .map(c -> c.id()).toList();
                    System.out.println("READY");
                    for (long id : pending) {
                        p.reviews().decide(ItemRef.candidate(id), Decision.ACCEPT, "child");
                        Thread.sleep(5);
                    }
                }
            }
            default -> {
                // import or export through the real command line
                System.out.println("READY");
                System.exit(PairLabCli.run(List.of(args).subList(1, args.length).toArray(String[]::new)));
            }
        }
        System.exit(0);
    }
}
