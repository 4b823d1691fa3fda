package org.pairlab.cli;

import org.pairlab.augment.Augmenters;
import org.pairlab.augment.CrossDomainMixJob;
import org.pairlab.augment.GenerationJob;
import org.pairlab.dataset.ExportJobFactory;
import org.pairlab.dataset.ImportJobFactory;
import org.pairlab.runs.JobRunner;

/** Registers every resumable job kind with a runner. */
final class JobFactories {
    private JobFactories() {
    }

    static void registerAll(JobRunner runner) {
        runner.register(new GenerationJob.Factory(new Augmenters()));
        runner.register(new ImportJobFactory());
        runner.register(new ExportJobFactory());
        runner.register(new org.pairlab.metrics.EvaluationJob.Factory());
        runner.register(new org.pairlab.text.InformativenessJob.Factory());
        runner.register(new org.pairlab.augment.cutswap.CutSwapPreprocessJob.Factory());
        runner.register(new CrossDomainMixJob.Factory());
        runner.register(new org.pairlab.ml.train.TrainingJob.Factory());
        runner.register(new org.pairlab.ml.train.ModelEvaluationJob.Factory());
    }
}
