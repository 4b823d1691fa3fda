package org.pairlab.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.AppliedFilter;
import org.pairlab.project.Project;
import org.pairlab.project.StoreException;
import org.pairlab.testing.SharedData;

/** The filter on a real project holding the COCO sample (107 images, 535 captions). */
class InformativenessFilterTest {
    private static final CaptionTagger TAGGER = CaptionTagger.english();

    @TempDir
    Path dir;
    Project project;
    AtomicInteger taggerLoads = new AtomicInteger();
    InformativenessFilter filter;

    @BeforeEach
    void open() throws Exception {
        project = Project.create(dir.resolve("p.pairlab"));
        project.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
        filter = new InformativenessFilter(project, () -> {
            taggerLoads.incrementAndGet();
            return TAGGER;
        }, 2);
    }

    @AfterEach
    void close() {
        project.close();
    }

    private InformativenessTable table() {
        return filter.table(null, InformativenessScorer.Progress.none(), () -> false);
    }

    @Test
    void scoresAreCachedInTheProject() {
        InformativenessTable first = table();
        assertEquals(535, first.rows().size());
        assertEquals(1, taggerLoads.get());
        long sample = first.rows().get(0).sampleId();
        Map<Long, Double> cached = project.captionScores().ofSample(InformativenessFilter.KIND, sample);
        assertEquals(5, cached.size());
        first.rows().stream().filter(r -> r.sampleId() == sample)
                .forEach(r -> assertEquals(r.rho(), cached.get(r.captionId()), 0.0));
        // A second filter over the same project reads the cache and never needs the tagger.
        InformativenessFilter cachedOnly = new InformativenessFilter(project, () -> {
            throw new AssertionError("the tagger must not be loaded when every caption has a cached rho");
        }, 2);
        InformativenessTable second = cachedOnly.table(1L, InformativenessScorer.Progress.none(), () -> false);
        assertEquals(first.rows(), second.rows());
    }

    @Test
    void thresholdCountsMatchABruteForceCount() {
        InformativenessTable t = table();
        for (double threshold : new double[] {0, 5, 10, 12.5, 15, 20, 30, 1000}) {
            FilterPreview p = t.preview(threshold, 3);
            int below = 0;
            Map<Long, Boolean> allBelow = new HashMap<>();
            for (InformativenessTable.Row r : t.rows()) {
                below += r.rho() < threshold ? 1 : 0;
                allBelow.merge(r.sampleId(), r.rho() < threshold, Boolean::logicalAnd);
            }
            assertEquals(535, p.captionsScored());
            assertEquals(below, p.captionsBelow(), "captions below " + threshold);
            assertEquals(allBelow.values().stream().filter(b -> b).count(), p.samplesLosingAll(), "samples at " + threshold);
            assertEquals(107, p.samples());
            p.justBelow().forEach(e -> assertTrue(e.rho() < threshold));
            p.justAbove().forEach(e -> assertTrue(e.rho() >= threshold));
        }
        assertEquals(0, t.preview(0, 3).captionsBelow());
        assertEquals(107, t.preview(1000, 3).samplesLosingAll());
        FilterPreview at20 = t.preview(20, 3);
        assertEquals(3, at20.justBelow().size());
        // the examples are the captions nearest the threshold on each side
        double nearestBelow = t.rows().stream().mapToDouble(InformativenessTable.Row::rho).filter(r -> r < 20).max().orElseThrow();
        assertEquals(nearestBelow, at20.justBelow().get(0).rho(), 0.0);
    }

    @Test
    void applyAndRevertRestoreEverything() {
        InformativenessTable t = table();
        double threshold = samplesMaxRho(t).get(10); // exactly 10 samples have every caption below it
        Set<Long> expectedCaptions = new HashSet<>(t.captionIdsBelow(threshold));
        FilterPreview preview = t.preview(threshold, 0);

        AppliedFilter f = filter.apply(t, threshold, "all datasets");
        assertEquals(expectedCaptions, project.exclusions().excludedCaptionIds());
        assertEquals(preview.captionsBelow(), f.captionsExcluded());
        assertEquals(10, f.samplesExcluded());
        assertEquals(10, project.exclusions().excludedSampleIds().size());
        assertEquals(threshold, ((Number) f.params().get("threshold")).doubleValue());
        assertTrue(f.active());
        long someExcluded = expectedCaptions.iterator().next();
        assertTrue(project.exclusions().isExcluded(someExcluded));
        assertTrue(project.exclusions().isSampleExcluded(project.exclusions().excludedSampleIds().iterator().next()));
        // Nothing is deleted.
        assertEquals(535, project.summary().captions());

        // A table read after applying sees the exclusions: nothing more would go at the same threshold.
        FilterPreview again = table().preview(threshold, 0);
        assertEquals(expectedCaptions.size(), again.captionsAlreadyExcluded());
        assertEquals(0, again.captionsBelow());
        assertEquals(0, again.samplesLosingAll());

        AppliedFilter reverted = project.exclusions().revert(f.id());
        assertFalse(reverted.active());
        assertEquals(Set.of(), project.exclusions().excludedCaptionIds());
        assertEquals(Set.of(), project.exclusions().excludedSampleIds());
        assertFalse(project.exclusions().isExcluded(someExcluded));
        assertEquals(535, project.summary().captions());
        assertEquals(1, project.exclusions().filters().size());
        assertThrows(StoreException.class, () -> project.exclusions().revert(f.id()));
        assertThrows(StoreException.class, () -> project.exclusions().revert(999));
    }

    @Test
    void revertingOneOfTwoFiltersKeepsTheOther() {
        InformativenessTable t = table();
        AppliedFilter low = filter.apply(t, 10, "all datasets");
        AppliedFilter high = filter.apply(table(), 15, "all datasets");
        assertEquals(new HashSet<>(t.captionIdsBelow(15)), project.exclusions().excludedCaptionIds());
        assertEquals(t.captionIdsBelow(15).size() - t.captionIdsBelow(10).size(), high.captionsExcluded());
        project.exclusions().revert(low.id());
        // the captions below 10 are also below 15, so the second filter still excludes them
        assertEquals(new HashSet<>(t.captionIdsBelow(15)), project.exclusions().excludedCaptionIds());
        project.exclusions().revert(high.id());
        assertEquals(Set.of(), project.exclusions().excludedCaptionIds());
    }

    /** Each sample's highest rho, sorted. */
    static List<Double> samplesMaxRho(InformativenessTable t) {
        Map<Long, Double> max = new HashMap<>();
        t.rows().forEach(r -> max.merge(r.sampleId(), r.rho(), Math::max));
        return max.values().stream().sorted().toList();
    }
}
