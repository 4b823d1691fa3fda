package org.pairlab.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.metrics.Histogram;
import org.pairlab.testing.SharedData;

/** Curation filters over the real coco-sample: box categories, tags, measure ranges, shuffled review order. */
class CurationFilterTest {
    @TempDir
    static Path dir;
    private static Project project;
    private static List<Sample> samples;
    private static final List<Long> CANDIDATES = new ArrayList<>();

    @BeforeAll
    static void open() throws Exception {
        project = Project.create(dir.resolve("p.pairlab"));
        long ds = project.datasets().insert(SharedData.cocoSampleDataset("coco", 40));
        samples = project.samples().ofDataset(ds);
        List<NewCandidate> made = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Sample s = samples.get(i);
            Recipe r = new Recipe("flip", Map.of("swapLeftRight", true), i, List.of(s.id()), Map.of(), Map.of());
            String caption = project.samples().captions(s.id()).get(0).text();
            made.add(new NewCandidate(s.id(), r, List.of(caption), project.samples().boxes(s.id()), s.width(), s.height(),
                    i / 20.0, null));
        }
        CANDIDATES.addAll(project.candidates().insert(made));
        Map<Long, CaptionQuality> q = new java.util.HashMap<>();
        for (int i = 0; i < CANDIDATES.size(); i++) {
            q.put(CANDIDATES.get(i), new CaptionQuality(-i * 0.1, i % 3, i % 3, List.of(), "test"));
        }
        project.candidates().setQuality(q);
    }

    @AfterAll
    static void close() {
        project.close();
    }

    private static Set<String> categoriesOf(long sampleId) {
        Set<String> out = new HashSet<>();
        project.samples().boxes(sampleId).forEach(b -> out.add(b.category()));
        return out;
    }

    @Test
    void boxCategoriesFilterByAnyOrAll() {
        ItemFilter originals = ItemFilter.originals();
        CurationFilter any = CurationFilter.NONE.withCategory("person").withCategory("dog");
        List<Long> expectedAny = samples.stream().filter(s -> categoriesOf(s.id()).contains("person")
                || categoriesOf(s.id()).contains("dog")).map(Sample::id).toList();
        List<Long> expectedAll = samples.stream().filter(s -> categoriesOf(s.id()).containsAll(Set.of("person", "dog")))
                .map(Sample::id).toList();
        assertTrue(expectedAny.size() > expectedAll.size(), "the sample has persons without dogs");
        assertEquals(expectedAny, ids(project.samples().find(originals, any)));
        assertEquals(expectedAll, ids(project.samples().find(originals, any.withAllCategories(true))));
        // Candidates carry their boxes as JSON: the same filter reads them there.
        ItemFilter flips = originals.withMethod("flip");
        List<Long> candAny = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Set<String> c = categoriesOf(samples.get(i).id());
            if (c.contains("person") || c.contains("dog")) {
                candAny.add(CANDIDATES.get(i));
            }
        }
        assertEquals(candAny, ids(project.samples().find(flips, any)));
    }

    @Test
    void tagsFilterAndEveryChosenTagIsRequired() {
        List<ItemRef> first = List.of(ItemRef.sample(samples.get(0).id()), ItemRef.sample(samples.get(1).id()));
        assertEquals(2, project.tags().add("  blurry  image ", first));
        assertEquals(0, project.tags().add("blurry image", first), "already tagged");
        project.tags().add("check", List.of(ItemRef.sample(samples.get(1).id()), ItemRef.candidate(CANDIDATES.get(3))));
        assertEquals(List.of("blurry image", "check"), project.tags().of(ItemRef.sample(samples.get(1).id())));
        CurationFilter blurry = CurationFilter.NONE.withTag("blurry image");
        assertEquals(ids(first), ids(project.samples().find(ItemFilter.originals(), blurry)));
        assertEquals(List.of(samples.get(1).id()), ids(project.samples().find(ItemFilter.originals(), blurry.withTag("check"))));
        assertEquals(List.of(CANDIDATES.get(3)), ids(project.samples().find(ItemFilter.originals().withMethod("flip"),
                CurationFilter.NONE.withTag("check"))));
        assertEquals(1, project.tags().remove("blurry image", List.of(first.get(0))));
        assertEquals(List.of(samples.get(1).id()), ids(project.samples().find(ItemFilter.originals(), blurry)));
        assertEquals(Map.of("blurry image", 1L, "check", 2L), project.tags().counts());
        assertThrows(StoreException.class, () -> project.tags().add("x", List.of(ItemRef.sample(999_999))));
        assertThrows(IllegalArgumentException.class, () -> project.tags().add(" ", first));
        project.tags().remove("blurry image", first);
        project.tags().remove("check", List.of(ItemRef.sample(samples.get(1).id()), ItemRef.candidate(CANDIDATES.get(3))));
    }

    @Test
    void rangesFromHistogramBarsFilterTheGridAndTheHistogramIgnoresItsOwnRange() {
        ItemFilter originals = ItemFilter.originals();
        List<Double> boxes = project.samples().values(originals, CurationFilter.NONE, Measure.BOX_COUNT);
        assertEquals(samples.size(), boxes.size());
        Histogram h = Histogram.ofCounts(boxes);
        // Click the bar of samples with exactly one box.
        Histogram.Bin one = h.bins().stream().filter(b -> b.middle() == 1.0).findFirst().orElseThrow();
        CurationFilter oneBox = CurationFilter.NONE.withRange(new CurationFilter.Range(Measure.BOX_COUNT, one.from(), one.to(), false));
        List<Long> expected = samples.stream().filter(s -> project.samples().boxes(s.id()).size() == 1).map(Sample::id).toList();
        assertEquals(one.count(), expected.size());
        assertEquals(expected, ids(project.samples().find(originals, oneBox)));
        assertEquals("boxes 1", oneBox.ranges().get(0).label());
        assertEquals(boxes, project.samples().values(originals, oneBox, Measure.BOX_COUNT), "its own range is ignored");
        assertEquals(List.of(), project.samples().values(originals, oneBox, Measure.FLUENCY), "originals have no fluency");

        // Caption length: the mean words per caption of each original.
        List<Double> lengths = project.samples().values(originals, CurationFilter.NONE, Measure.CAPTION_LENGTH);
        Caption c0 = project.samples().captions(samples.get(0).id()).get(0);
        assertEquals(samples.size(), lengths.size());
        assertTrue(lengths.get(0) > 5 && lengths.get(0) < 20, "COCO captions are about ten words: " + lengths.get(0) + " " + c0);

        // Drag over fluency [-1.0, -0.5]: candidates 5..10 (fluency -0.1 i) of the 20, combined with a box category.
        ItemFilter flips = originals.withMethod("flip");
        CurationFilter fluent = CurationFilter.NONE.withRange(new CurationFilter.Range(Measure.FLUENCY, -1.0, -0.5, true));
        assertEquals(CANDIDATES.subList(5, 11), ids(project.samples().find(flips, fluent)));
        List<Long> withPerson = new ArrayList<>();
        for (int i = 5; i <= 10; i++) {
            if (categoriesOf(samples.get(i).id()).contains("person")) {
                withPerson.add(CANDIDATES.get(i));
            }
        }
        assertEquals(withPerson, ids(project.samples().find(flips, fluent.withCategory("person"))));
        assertEquals(20, project.samples().values(flips, fluent, Measure.FLUENCY).size());
        assertEquals(6, project.samples().values(flips, fluent, Measure.ALIGNMENT_SCORE).size());
    }

    @Test
    void randomOrderIsTheSameForTheSameSeed() {
        ItemFilter random = ItemFilter.originals().withMethod("flip").withOrder(ItemOrder.RANDOM);
        List<ItemRef> a = project.samples().find(random, CurationFilter.NONE.withShuffleSeed(42L));
        List<ItemRef> b = project.samples().find(random, CurationFilter.NONE.withShuffleSeed(42L));
        List<ItemRef> c = project.samples().find(random, CurationFilter.NONE.withShuffleSeed(43L));
        assertEquals(a, b);
        assertNotEquals(a, c);
        assertNotEquals(ids(a), CANDIDATES);
        assertEquals(new HashSet<>(CANDIDATES), new HashSet<>(ids(a)), "a permutation of the same items");
        assertEquals(ItemOrder.RANDOM, ItemOrder.parse("random"));
    }

    private static List<Long> ids(List<ItemRef> refs) {
        return refs.stream().map(ItemRef::id).toList();
    }
}
