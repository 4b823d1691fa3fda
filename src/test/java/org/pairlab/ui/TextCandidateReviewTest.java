package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.toca.TocaProject;
import org.pairlab.project.Candidate;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.project.Sample;

/**
 * What the sample view model makes of candidates without an image, without a window: a real ToCa run's caption has no
 * image panes, no diff against the sample it is stored under, its completer as badge, its template and words and the
 * corpus captions its recipe names; a rewrite of a text-only caption keeps its diff; an image candidate keeps its panes.
 */
class TextCandidateReviewTest {
    private static final Executor DIRECT = Runnable::run;
    @TempDir
    Path dir;
    private Project project;
    private SampleViewModel vm;

    @BeforeEach
    void setUp() throws Exception {
        project = Project.create(dir.resolve("t.pairlab"));
        project.datasets().insert(TestDatasetServices.readCoco(TestDatasetServices.cocoRequest("coco")));
        TocaSyntheses.storeTwoRuns(project);
        vm = new SampleViewModel(project, new Augmenters(), DIRECT, DIRECT);
    }

    @AfterEach
    void tearDown() {
        project.close();
    }

    private List<Sample> tocaSamples() {
        long id = project.datasets().byName("toca-phrase").orElseThrow().id();
        return project.samples().ofDataset(id);
    }

    @Test
    void aSynthesizedCaptionHasNoImagePanesNoDiffAndSaysWhatItWasBuiltFrom() {
        Candidate k = project.candidates().find(null, TocaProject.METHOD).get(0);
        SampleViewModel.Details d = vm.read(ItemRef.candidate(k.id()));

        assertFalse(d.showsImages(), "a text-only candidate has no image to show");
        assertFalse(d.showsCaptionDiff(), "a synthesized caption is no rewrite of the caption it is stored under");
        TextCandidateReview t = d.text();
        assertNotNull(t);
        assertFalse(t.rewrite());
        assertEquals(k.captions(), t.captions());
        String completer = (String) k.recipe().details().get("completer");
        assertEquals(completer, t.badge());
        assertEquals(CompleterFilter.badgeStyle(completer), t.badgeStyle());
        assertEquals(k.recipe().details().get("words"), t.words());
        assertEquals(k.recipe().details().get("template"), t.template().template());
        // The template's corpus caption is the one of the sample it is stored under, named as such, not diffed.
        assertEquals(k.sampleId(), t.template().seenIn().sampleId());
        assertEquals(project.samples().captions(k.sampleId()).get(0).text(), t.template().seenIn().caption());
        assertTrue(t.scores().startsWith("not scored"), t.scores());
        assertTrue(d.where().startsWith("Synthesized caption, no image"), d.where());
        assertFalse(d.where().contains("0×0"), d.where());
    }

    @Test
    void aPhraseRecombinationListsTheCorpusCaptionsThatLentItsPhrases() {
        List<Candidate> phrase = project.candidates().find(null, TocaProject.METHOD).stream()
                .filter(k -> "phrase".equals(k.recipe().details().get("completer"))).toList();
        assertFalse(phrase.isEmpty());
        for (Candidate k : phrase) {
            TextCandidateReview t = vm.read(ItemRef.candidate(k.id())).text();
            assertFalse(t.builtFrom().isEmpty(), "no sources recorded for " + k.captions());
            assertTrue(t.builtFrom().size() <= 2, t.builtFrom().toString());
            // Each lender gave a subject or a predicate: it shares a content word with the caption.
            for (TextCandidateReview.SourceCaption c : t.builtFrom()) {
                assertTrue(java.util.Arrays.stream(c.caption().toLowerCase().split("\\W+")).filter(w -> w.length() >= 3)
                        .filter(w -> !List.of("the", "and", "with", "are", "two").contains(w))
                        .anyMatch(w -> List.of(k.captions().get(0).toLowerCase().split("\\W+")).contains(w)), c.caption() + " / " + k.captions());
                assertEquals(project.samples().get(c.sampleId()).orElseThrow().datasetId(),
                        project.samples().get(k.sampleId()).orElseThrow().datasetId(), "a corpus caption of its own dataset");
            }
        }
    }

    @Test
    void corpusCaptionsNamedByTheRecipeAreListedInOrder() {
        List<Sample> corpus = tocaSamples();
        Sample under = corpus.get(0);
        Map<String, Object> details = Map.of("template", "[N] on [N] .", "words", List.of("dog"), "completer", "phrase",
                TextCandidateReview.BUILT_FROM, List.of(corpus.get(5).id(), corpus.get(2).id()));
        long id = project.candidates().insert(List.of(new NewCandidate(under.id(), new Recipe(TocaProject.METHOD,
                Map.of(), 1, List.of(under.id()), Map.of(), details), List.of("A dog on a bench."), List.of(), 0, 0,
                null, null))).get(0);

        TextCandidateReview t = vm.read(ItemRef.candidate(id)).text();
        assertEquals(List.of(corpus.get(5).id(), corpus.get(2).id()),
                t.builtFrom().stream().map(TextCandidateReview.SourceCaption::sampleId).toList());
        assertEquals(project.samples().captions(corpus.get(5).id()).get(0).text(), t.builtFrom().get(0).caption());
    }

    @Test
    void aRewriteOfATextOnlyCaptionKeepsItsDiffAndAnImageCandidateItsPanes() {
        Sample text = tocaSamples().get(3);
        String source = project.samples().captions(text.id()).get(0).text();
        String rewritten = source.replaceFirst("\\b(A|a|The|the)\\b", "One");
        long rewrite = project.candidates().insert(List.of(new NewCandidate(text.id(), new Recipe("synonym", Map.of(),
                1, List.of(text.id()), Map.of(), Map.of()), List.of(rewritten), List.of(), 0, 0, 0.5, null))).get(0);
        SampleViewModel.Details d = vm.read(ItemRef.candidate(rewrite));
        assertFalse(d.showsImages());
        assertTrue(d.showsCaptionDiff(), "a rewrite is shown against the caption it rewrote");
        assertTrue(d.text().rewrite());
        assertEquals("synonym", d.text().badge());
        assertEquals("method-badge", d.text().badgeStyle());
        assertEquals("score 0.500", d.text().scores());
        assertEquals(source, d.comparison().captions().get(0).source());

        Sample image = project.samples().ofDataset(project.datasets().byName("coco").orElseThrow().id()).get(0);
        SampleViewModel.Details original = vm.read(ItemRef.sample(image.id()));
        assertTrue(original.showsImages());
        assertNull(original.text());
        assertTrue(original.where().startsWith(image.path()), original.where());
        long flip = project.candidates().insert(List.of(new NewCandidate(image.id(), new Recipe("flip", Map.of(), 1,
                List.of(image.id()), Map.of(), Map.of()), project.samples().captions(image.id()).stream()
                .map(org.pairlab.project.Caption::text).toList(), List.of(), image.width(), image.height(), null,
                null))).get(0);
        SampleViewModel.Details flipped = vm.read(ItemRef.candidate(flip));
        assertTrue(flipped.showsImages());
        assertTrue(flipped.showsCaptionDiff());
        assertNull(flipped.text());

        SampleViewModel.Details corpusCaption = vm.read(ItemRef.sample(text.id()));
        assertFalse(corpusCaption.showsImages(), "a corpus caption of a text-only dataset has no image either");
        assertTrue(corpusCaption.where().startsWith("Text only"), corpusCaption.where());
    }
}
