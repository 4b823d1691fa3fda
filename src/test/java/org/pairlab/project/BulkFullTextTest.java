package org.pairlab.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

/** An import fills the caption index in bulk (trigger off for the transaction): search finds exactly what it did. */
class BulkFullTextTest {
    @TempDir
    Path dir;

    @Test
    void importedCaptionsAreSearchableAndTheTriggerComesBack() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            NewDataset first = SharedData.cocoSampleDataset("first", 40);
            p.datasets().insert(first);
            NewDataset second = SharedData.cocoSampleDataset("second", 40);
            p.datasets().insert(second);
            for (String word : List.of("giraffe", "man", "table", "dog")) {
                assertEquals(bruteForce(p, word), found(p, word), word);
            }
            assertTrue(found(p, "man").size() > 0 && found(p, "table").size() > 0, "the words occur in the sample");
            assertNotNull(p.read(c -> Datasets.triggerSql(c, Datasets.FULL_TEXT_TRIGGER)), "trigger restored");

            // A single caption written later goes through the trigger again.
            long sample = p.samples().ofDataset(1).get(0).id();
            p.write(c -> {
                try (var ps = c.prepareStatement("INSERT INTO captions (sample_id, position, text) VALUES (?, 99, ?)")) {
                    ps.setLong(1, sample);
                    ps.setString(2, "a zyzzyva on a keyboard");
                    ps.executeUpdate();
                }
                return null;
            });
            assertEquals(Set.of(sample), found(p, "zyzzyva"));
        }
    }

    @Test
    void aFailedImportLeavesTheTriggerAndTheIndexAsTheyWere() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            p.datasets().insert(SharedData.cocoSampleDataset("first", 20));
            Set<Long> before = found(p, "man");
            NewDataset good = SharedData.cocoSampleDataset("broken", 20);
            List<NewSample> samples = new ArrayList<>(good.samples());
            samples.add(samples.get(0)); // the same external id twice: the UNIQUE constraint fails the transaction
            NewDataset broken = new NewDataset(good.name(), good.root(), good.format(), good.sourceFiles(),
                    good.reportJson(), good.categories(), samples);
            assertThrows(StoreException.class, () -> p.datasets().insert(broken));
            assertNotNull(p.read(c -> Datasets.triggerSql(c, Datasets.FULL_TEXT_TRIGGER)));
            assertEquals(before, found(p, "man"));
            assertEquals(1, p.datasets().list().size());
        }
    }

    private static Set<Long> found(Project p, String word) {
        Set<Long> out = new TreeSet<>();
        p.samples().find(ItemFilter.originals().withText(word)).forEach(r -> out.add(r.id()));
        return out;
    }

    /** Samples with a caption holding the word (as a prefix of a word, like the search), read without the index. */
    private static Set<Long> bruteForce(Project p, String word) {
        Set<Long> out = new TreeSet<>();
        for (Dataset d : p.datasets().list()) {
            for (Sample s : p.samples().ofDataset(d.id())) {
                for (Caption c : p.samples().captions(s.id())) {
                    if (FullText.words(c.text()).stream().anyMatch(w -> w.startsWith(word))) {
                        out.add(s.id());
                    }
                }
            }
        }
        return out;
    }
}
