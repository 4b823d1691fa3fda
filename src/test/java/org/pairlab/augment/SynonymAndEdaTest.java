package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Box;
import org.pairlab.project.Caption;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;
import org.pairlab.text.WordNetLookup;

class SynonymAndEdaTest {
    @TempDir
    Path dir;

    private static List<String> words(String caption) {
        return Arrays.stream(caption.toLowerCase(Locale.ROOT).split("[^a-z']+")).filter(w -> !w.isEmpty()).toList();
    }

    @Test
    void synonymNeverTouchesBoxLinkedObjectWordsAndIsSeeded() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 40));
            CaptionRewriteAugmenter synonym = new CaptionRewriteAugmenter.Synonym();
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            Map<String, Object> params = GenerationJob.withDefaults(synonym, Map.of());
            assertEquals(0.5, params.get("p"));
            assertEquals(0.5, params.get("q"));
            int protectedSeen = 0;
            int changedCaptions = 0;
            List<List<String>> bySeed1 = new ArrayList<>();
            for (Sample s : p.samples().ofDataset(ds)) {
                List<Caption> caps = p.samples().captions(s.id());
                List<Box> boxes = p.samples().boxes(s.id());
                ProtectedWords protect = ProtectedWords.of(boxes);
                SourceSample src = new SourceSample(s, caps, boxes);
                for (long seed = 1; seed <= 3; seed++) {
                    List<NewCandidate> made;
                    try {
                        made = synonym.propose(src, params, seed, ctx);
                    } catch (RejectedException e) {
                        continue;
                    }
                    List<String> out = made.get(0).captions();
                    if (seed == 1) {
                        bySeed1.add(out);
                        assertEquals(out, synonym.propose(src, params, 1, ctx).get(0).captions(), "same seed, same captions");
                    }
                    for (int i = 0; i < caps.size(); i++) {
                        List<String> before = words(caps.get(i).text());
                        List<String> after = words(out.get(i));
                        if (!before.equals(after)) {
                            changedCaptions++;
                        }
                        for (String w : before) {
                            if (protect.words().contains(w)) {
                                protectedSeen++;
                                assertEquals(before.stream().filter(w::equals).count(), after.stream().filter(w::equals).count(),
                                        "box word '" + w + "' kept: " + caps.get(i).text() + " -> " + out.get(i));
                            }
                        }
                    }
                }
            }
            // The fluency check (issue 14 point 5) drops unlikely rewrites, so fewer samples get one.
            assertTrue(protectedSeen > 50, "object words seen: " + protectedSeen);
            // Strict synonyms (issue 14) leave more captions as they were than WordNet's full lists did.
            assertTrue(changedCaptions > 50, "captions changed: " + changedCaptions);
            assertTrue(bySeed1.size() > 15, "samples with a synonym rewrite: " + bySeed1.size());
        }
    }

    @Test
    void protectsCategoryWordsAndTheirCaptionAliases() {
        ProtectedWords w = ProtectedWords.of(List.of(
                new Box(1, "person", 0, 0, 1, 1, null, org.pairlab.project.BoxSource.IMPORTED, false),
                new Box(2, "traffic light", 0, 0, 1, 1, null, org.pairlab.project.BoxSource.IMPORTED, false)));
        assertTrue(w.words().containsAll(List.of("person", "man", "woman", "people", "traffic light", "light")));
    }

    @Test
    void synonymsAreOrderedByTheMostFrequentSenseFirst() {
        WordNetLookup wn = new WordNetLookup();
        List<String> car = wn.synonyms("car", "NOUN");
        assertTrue(car.indexOf("auto") >= 0 && car.indexOf("auto") < 4, car.toString());
        assertTrue(!car.contains("car"));
        assertTrue(wn.synonyms("the", "DET").isEmpty());
    }

    @Test
    void edaBaselineOperations() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 20));
            CaptionRewriteAugmenter eda = new CaptionRewriteAugmenter.Eda();
            assertTrue(eda.displayName().toLowerCase(Locale.ROOT).contains("baseline"));
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            // Insertion needs a word with a strict synonym (issue 14): the first sample whose captions have one.
            Sample s = null;
            for (Sample c : p.samples().ofDataset(ds)) {
                try {
                    eda.propose(new SourceSample(c, p.samples().captions(c.id()), p.samples().boxes(c.id())),
                            GenerationJob.withDefaults(eda, Map.of("op", "insert")), 11, ctx);
                    s = c;
                    break;
                } catch (RejectedException e) {
                    // no synonym to insert in this sample's captions
                }
            }
            assertTrue(s != null, "a sample with a strict synonym among 20");
            List<Caption> caps = p.samples().captions(s.id());
            SourceSample src = new SourceSample(s, caps, p.samples().boxes(s.id()));
            for (String op : List.of("swap", "delete", "insert", "synonym")) {
                Map<String, Object> params = GenerationJob.withDefaults(eda, Map.of("op", op));
                List<String> out = eda.propose(src, params, 11, ctx).get(0).captions();
                assertEquals(out, eda.propose(src, params, 11, ctx).get(0).captions());
                int changed = 0;
                for (int i = 0; i < caps.size(); i++) {
                    List<String> before = words(caps.get(i).text());
                    List<String> after = words(out.get(i));
                    if (out.get(i).equals(caps.get(i).text())) {
                        continue; // the operation drew nothing for this caption (deletion with p = 0.1)
                    }
                    changed++;
                    assertNotEquals(before, after, op + ": " + caps.get(i).text());
                    switch (op) {
                        case "swap" -> assertEquals(before.stream().sorted().toList(), after.stream().sorted().toList());
                        case "delete" -> assertTrue(after.size() < before.size());
                        case "insert" -> assertTrue(after.size() > before.size());
                        default -> assertTrue(after.size() >= before.size(), out.get(i));
                    }
                }
                // Deletion may draw nothing; insertion and replacement need a word with a strict synonym (issue 14).
                assertTrue(op.equals("swap") ? changed == caps.size() : changed >= 1, op + " changed " + changed);
            }
        }
    }
}
