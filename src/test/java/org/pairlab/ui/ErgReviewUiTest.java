package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.GenerationJob;
import org.pairlab.lm.style.StyleDataset;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.project.Candidate;
import org.pairlab.project.Dataset;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;
import org.pairlab.project.Sample;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;

/**
 * Reviewing ERG candidates in the real window: COCO sample images as the factual dataset, the same images labelled
 * romantic with FlickrStyle romantic captions as the stylized dataset (so scenes have images), the tiny CLIP for
 * i2i retrieval, candidates made by the real stylizer. The grafted phrase is highlighted in its own style, the
 * style, phrase origin and scores are shown, and the retrieved scenes list their similarity, retrieval type and
 * the stylized sample's thumbnail. With -Dpairlab.screenshots=true it writes docs/images/erg-review.png (1366x768).
 */
class ErgReviewUiTest extends WorkbenchFixture {
    @Override
    protected long waitSeconds() {
        return 180;
    }

    @Test
    void theGraftedPhraseAndTheRetrievedScenesWithTheirImagesAreShown(FxRobot robot) throws Exception {
        robot.interact(() -> {
            // 1366x768, or narrower where the headless screen is (1280 px).
            stage.setWidth(Math.min(1366, javafx.stage.Screen.getPrimary().getVisualBounds().getWidth()));
            stage.setHeight(Math.min(768, javafx.stage.Screen.getPrimary().getVisualBounds().getHeight()));
        });
        openWithSample(robot, "coco");
        Dataset coco = project().datasets().byName("coco").orElseThrow();
        List<Sample> factual = project().samples().ofDataset(coco.id());
        // The same images as a romantic dataset: each with two romantic FlickrStyle captions.
        List<String> romantic = StyleDataset.readLines(SharedData.root().resolve("flickrstyle/romantic.train.txt"));
        List<NewSample> pictures = new ArrayList<>();
        int k = 1000;
        for (Sample s : factual) {
            pictures.add(new NewSample("r" + s.id(), s.path(), s.width(), s.height(), s.checksum(), null,
                    List.of(new NewCaption("r" + k, romantic.get(k)), new NewCaption("r" + (k + 1), romantic.get(k + 1))),
                    List.of()));
            k += 2;
        }
        long styled = project().datasets().insert(new NewDataset("romantic-pictures", coco.root(), "jsonl", List.of(),
                "{}", List.of(), pictures));
        project().datasets().setStyle(styled, "romantic");
        project().settings().put(AlignmentModels.SETTING, SharedData.root().resolve("models/tiny-clip").toString());
        List<Long> sources = factual.subList(0, 6).stream().map(Sample::id).toList();
        try (JobRunner runner = new JobRunner(project())) {
            runner.runHere(new GenerationJob(project(), new Augmenters().require("erg"),
                    Map.of("style", "romantic", "t2t", true, "i2i", true), 5, 0, sources));
        }
        fx(() -> main().refresh()).get(30, java.util.concurrent.TimeUnit.SECONDS);
        List<Candidate> made = project().candidates().find(null, "erg");
        assertFalse(made.isEmpty(), "the stylizer made no candidate");
        // A candidate whose phrase sits in its caption (an embedded graft always does), a retrieved scene's phrase
        // when there is one.
        List<Candidate> placed = made.stream().filter(c -> c.captions().get(0).contains((String) c.recipe().details()
                .get("phrase"))).toList();
        Candidate shown = placed.stream().filter(c -> "scene".equals(c.recipe().details().get("phrase_source")))
                .findFirst().orElse(placed.get(0));
        Map<String, Object> d = shown.recipe().details();
        String phrase = (String) d.get("phrase");

        robot.interact(() -> main().methodProperty().set("erg"));
        waitFor(() -> main().items().contains(ItemRef.candidate(shown.id())));
        robot.interact(() -> main().selectedIndexProperty().set(main().items().indexOf(ItemRef.candidate(shown.id()))));
        waitFor(() -> robot.lookup("#graft-summary").tryQuery().isPresent()
                && robot.lookup("#candidate-caption-0").tryQuery().isPresent());

        // The phrase in its own style, covering the phrase and nothing else; the caption reads whole.
        TextFlow caption = robot.lookup("#candidate-caption-0").queryAs(TextFlow.class);
        String highlighted = fx(() -> caption.getChildren().stream().filter(n -> n.getStyleClass().contains("graft-phrase"))
                .map(n -> ((Label) n).getText()).reduce("", String::concat));
        assertEquals(phrase.strip(), highlighted.strip());
        assertEquals(shown.captions().get(0), fx(() -> caption.getChildren().stream().map(ErgReviewUiTest::text)
                .reduce("", String::concat)));
        assertTrue(fx(() -> caption.getChildren().stream().filter(n -> n instanceof Text)
                .noneMatch(n -> n.getStyleClass().contains("graft-phrase"))));

        assertEquals("romantic", robot.lookup("#graft-style").queryAs(Label.class).getText());
        assertEquals(phrase, robot.lookup("#graft-phrase").queryAs(Label.class).getText());
        assertEquals("bank".equals(d.get("phrase_source")) ? "bank clause" : "from a retrieved scene",
                robot.lookup("#graft-origin").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#graft-scores").queryAs(Label.class).getText().contains("P(style)"));

        // The scenes one click away: each a romantic picture, so each shows its thumbnail once the pane opens.
        List<?> retrieved = (List<?>) d.get("retrieved");
        javafx.scene.control.TitledPane pane = robot.lookup("#retrieved-scenes").queryAs(javafx.scene.control.TitledPane.class);
        assertEquals("Retrieved scenes (" + retrieved.size() + ")", pane.getText());
        assertFalse(pane.isExpanded());
        robot.interact(() -> {
            workbench.mainView().jobsPane().setExpanded(false);
            pane.setExpanded(true);
            javafx.scene.control.ScrollPane view = (javafx.scene.control.ScrollPane) robot.lookup(".sample-view").query();
            view.setVvalue(1);
        });
        waitFor(() -> robot.lookup(".scene-thumbnail").queryAllAs(ImageView.class).size() == retrieved.size()
                && robot.lookup(".scene-thumbnail").queryAllAs(ImageView.class).stream().allMatch(v -> v.getImage() != null));
        String firstHeader = robot.lookup("#scene-0 .scene-header").queryAs(Label.class).getText();
        Map<?, ?> first = (Map<?, ?>) retrieved.get(0);
        assertTrue(firstHeader.startsWith(String.format(java.util.Locale.ROOT, "%.2f · %s · ",
                ((Number) first.get("similarity")).doubleValue(), first.get("type"))), firstHeader);
        assertTrue(firstHeader.contains("sample "), firstHeader);
        assertEquals(first.get("caption"), robot.lookup("#scene-0 .scene-caption").queryAs(Label.class).getText());
        java.util.Set<Object> types = new java.util.TreeSet<>();
        retrieved.forEach(r -> types.add(((Map<?, ?>) r).get("type")));
        assertTrue(types.contains("t2t") || types.contains("i2i"), types.toString());
        if (Boolean.getBoolean("pairlab.screenshots")) {
            Screenshots.save(stage.getScene().getRoot(), "erg-review.png", 800);
        }
    }

    private static String text(Node n) {
        return n instanceof Text t ? t.getText() : n instanceof Label l ? l.getText() : "";
    }
}
