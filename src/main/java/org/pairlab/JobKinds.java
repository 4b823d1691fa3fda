package org.pairlab;

import org.pairlab.augment.Augmenters;
import org.pairlab.augment.CrossDomainMixJob;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.cutswap.CutSwapPreprocessJob;
import org.pairlab.augment.toca.TocaJob;
import org.pairlab.dataset.ExportJobFactory;
import org.pairlab.dataset.ImportJobFactory;
import org.pairlab.lm.CaptionQualityJob;
import org.pairlab.lm.NgramTrainingJob;
import org.pairlab.lm.neural.LmTrainingJob;
import org.pairlab.metrics.EvaluationJob;
import org.pairlab.ml.train.ModelEvaluationJob;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.runs.JobRunner;
import org.pairlab.text.InformativenessJob;

/** Every resumable job kind, registered in one place for both faces (the workbench and the CLI). */
public final class JobKinds {
    private JobKinds() {
    }

    /** Registers a factory for each job kind, so stored runs of any kind can be resumed. */
    public static void registerAll(JobRunner runner, Augmenters augmenters) {
        runner.register(new GenerationJob.Factory(augmenters));
        runner.register(new ImportJobFactory());
        runner.register(new ExportJobFactory());
        runner.register(new EvaluationJob.Factory());
        runner.register(new InformativenessJob.Factory());
        runner.register(new CutSwapPreprocessJob.Factory());
        runner.register(new CrossDomainMixJob.Factory());
        runner.register(new TrainingJob.Factory());
        runner.register(new ModelEvaluationJob.Factory());
        runner.register(new CaptionQualityJob.Factory());
        runner.register(new LmTrainingJob.Factory());
        runner.register(new NgramTrainingJob.Factory());
        runner.register(new TocaJob.Factory());
    }
}
