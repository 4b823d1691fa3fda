package org.pairlab.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.project.Caption;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/**
 * Which stylized sample with an image an ERG scene is: the first sample of a dataset with the scene's style that
 * carries the scene's caption (as ERG's image retrieval matches them). Read off the FX thread; the map of one style is
 * kept until the project's datasets change.
 */
final class SceneSamples {
    private final Project project;
    private final Map<String, Map<String, Long>> byStyle = new HashMap<>();
    private final Map<String, List<Long>> datasetsSeen = new HashMap<>();

    SceneSamples(Project project) {
        this.project = project;
    }

    /** The stylized samples with an image of {@code style}, by stripped caption text. */
    synchronized Map<String, Long> of(String style) {
        List<Long> datasets = new ArrayList<>();
        for (Dataset d : project.datasets().list()) {
            if (project.datasets().style(d.id()).map(style::equals).orElse(false)) {
                datasets.add(d.id());
            }
        }
        if (!datasets.equals(datasetsSeen.get(style))) {
            Map<String, Long> out = new HashMap<>();
            for (long d : datasets) {
                for (Sample s : project.samples().ofDataset(d)) {
                    if (s.textOnly()) {
                        continue; // a text-only corpus has no image to show; its captions are not read
                    }
                    for (Caption c : project.samples().captions(s.id())) {
                        out.putIfAbsent(c.text().strip(), s.id());
                    }
                }
            }
            byStyle.put(style, Map.copyOf(out));
            datasetsSeen.put(style, datasets);
        }
        return byStyle.get(style);
    }
}
