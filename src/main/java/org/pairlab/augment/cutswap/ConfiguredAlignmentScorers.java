package org.pairlab.augment.cutswap;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.ml.AlignmentScorer;
import org.pairlab.project.Project;

/**
 * The alignment model a project chose in its {@code alignment.model} setting (CLIP through DJL), opened once and
 * kept while the project and the setting stay the same; a changed setting closes the old model and opens the new.
 */
public final class ConfiguredAlignmentScorers implements AlignmentScorerProvider {
    private final AlignmentModels models;
    private Path openFor;
    private String openSetting;
    private AlignmentScorer open;

    public ConfiguredAlignmentScorers(AlignmentModels models) {
        this.models = models;
    }

    @Override
    public synchronized Optional<AlignmentScorer> scorer(Project project) {
        String setting = project.settings().get(AlignmentModels.SETTING).orElse("");
        if (open != null && project.file().equals(openFor) && Objects.equals(setting, openSetting)) {
            return Optional.of(open);
        }
        close();
        Optional<AlignmentScorer> s = models.open(project.settings());
        s.ifPresent(scorer -> {
            open = scorer;
            openFor = project.file();
            openSetting = setting;
        });
        return s;
    }

    /** Closes the open model, if any. */
    public synchronized void close() {
        if (open != null) {
            open.close();
            open = null;
            openFor = null;
            openSetting = null;
        }
    }
}
