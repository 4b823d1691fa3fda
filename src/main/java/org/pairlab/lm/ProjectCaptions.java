package org.pairlab.lm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.ScoredCaption;

/** The captions of a project a language model learns from: one dataset's or all, without excluded captions. */
public final class ProjectCaptions {
    private ProjectCaptions() {
    }

    /**
     * The caption texts of dataset {@code datasetName} (every dataset when null) in store order, leaving out captions
     * that a filter in force excludes.
     *
     * @throws IllegalArgumentException when there is no such dataset
     */
    public static List<String> of(Project project, String datasetName) {
        Long datasetId = null;
        if (datasetName != null) {
            Dataset d = project.datasets().byName(datasetName).orElseThrow(() -> new IllegalArgumentException(
                    "--dataset: there is no dataset '" + datasetName + "' in " + project.file().getFileName()));
            datasetId = d.id();
        }
        Set<Long> excluded = project.exclusions().excludedCaptionIds();
        List<String> out = new ArrayList<>();
        // The score kind is irrelevant here: this is the store's one query for a dataset's caption texts.
        for (ScoredCaption c : project.captionScores().captions("lm", datasetId)) {
            if (!excluded.contains(c.captionId())) {
                out.add(c.text());
            }
        }
        return out;
    }
}
