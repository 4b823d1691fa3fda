package org.pairlab.lm.neural;

import java.util.ArrayList;
import java.util.List;
import org.pairlab.project.Caption;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/**
 * The original captions of a project split for language-model training by sample (so no image's captions are on
 * both sides): samples of split "train" or no split train; "val", "validation", "dev" and "test" are held out. With
 * no held-out split, every sample whose id is a multiple of 10 is held out.
 *
 * @param train training captions
 * @param heldOut held-out captions
 * @param note how the split was made, for the run's log
 */
public record ProjectCaptions(List<String> train, List<String> heldOut, String note) {

    /** The captions of one dataset (0: all datasets). */
    public static ProjectCaptions of(Project project, long datasetId) {
        List<Sample> samples = new ArrayList<>();
        for (Dataset d : project.datasets().list()) {
            if (datasetId == 0 || d.id() == datasetId) {
                samples.addAll(project.samples().ofDataset(d.id()));
            }
        }
        if (samples.isEmpty()) {
            throw new IllegalArgumentException(datasetId == 0 ? "The project has no samples to train on"
                    : "Dataset " + datasetId + " does not exist or has no samples");
        }
        List<Sample> train = new ArrayList<>();
        List<Sample> held = new ArrayList<>();
        for (Sample s : samples) {
            String split = s.split() == null ? "" : s.split().toLowerCase();
            (switch (split) {
                case "val", "validation", "dev", "test" -> held;
                default -> train;
            }).add(s);
        }
        String note = "held out the val/test splits";
        if (held.isEmpty()) {
            List<Sample> keep = new ArrayList<>();
            for (Sample s : train) {
                (s.id() % 10 == 0 ? held : keep).add(s);
            }
            train = keep;
            note = "no val/test split: held out the " + held.size() + " samples whose id is a multiple of 10";
        }
        ProjectCaptions out = new ProjectCaptions(captions(project, train), captions(project, held), note);
        if (out.train().isEmpty() || out.heldOut().isEmpty()) {
            throw new IllegalArgumentException("Need captions on both sides: " + out.train().size() + " training, "
                    + out.heldOut().size() + " held-out (" + note + ")");
        }
        return out;
    }

    private static List<String> captions(Project project, List<Sample> samples) {
        List<String> out = new ArrayList<>();
        for (Sample s : samples) {
            for (Caption c : project.samples().captions(s.id())) {
                out.add(c.text());
            }
        }
        return out;
    }
}
