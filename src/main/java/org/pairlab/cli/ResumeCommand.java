package org.pairlab.cli;

import java.util.concurrent.Callable;
import org.pairlab.project.Project;
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

    @Mixin
    CommonOptions common;

    @Option(names = "--run", required = true, description = "The run id (see 'runs').")
    long runId;

    @Override
    public Integer call() throws Exception {
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            runner.registerInstalledKinds();
            var run = p.runs().get(runId).orElseThrow(() -> new UsageException("--run: there is no run " + runId
                    + " in " + p.file().getFileName() + " (see 'pairlab runs FILE')"));
            if (!run.state().finished() || run.state() == org.pairlab.project.RunState.SUCCEEDED) {
                throw new UsageException("--run: run " + runId + " is " + run.state().db()
                        + "; only interrupted, failed or cancelled runs can be resumed");
            }
            if (!runner.canResume(run.kind())) {
                throw new UsageException("--run: runs of kind '" + run.kind() + "' cannot be resumed");
            }
            JobHandle.JobOutcome out = runner.resume(runId).outcome().get();
            ExitCodes.requireSucceeded("resume", out);
            common.result(java.util.Map.of("runId", runId, "state", out.state().db(), "message", out.message(),
                    "metrics", out.metrics()));
            common.say("Run " + runId + " " + out.state().db() + ": " + out.message());
            return 0;
        }
    }
}
