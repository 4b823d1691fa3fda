package org.pairlab.cli;

import java.util.concurrent.Callable;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab resume FILE --run ID}: continues an interrupted run from its last checkpoint. */
@Command(mixinStandardHelpOptions = true, name = "resume", description = "Resume an interrupted, failed or cancelled run from its last checkpoint.")
final class ResumeCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Option(names = "--run", required = true, description = "The run id (see 'runs').")
    long runId;

    @Override
    public Integer call() throws Exception {
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            runner.registerInstalledKinds();
            JobHandle.JobOutcome out = runner.resume(runId).outcome().get();
            System.out.println("Run " + runId + " " + out.state().db() + ": " + out.message());
            return out.state() == RunState.SUCCEEDED ? 0 : 1;
        }
    }
}
