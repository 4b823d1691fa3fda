package org.pairlab.augment.toca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.cli.PairLabCli;
import org.pairlab.project.Candidate;
import org.pairlab.project.Dataset;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.pairlab.project.Sha256;

/**
 * Project mode: a project's captions in, a text-only dataset of ToCa candidates out (text-only samples, template and
 * words in each recipe), reviewed like any candidate, exported as JSONL and COCO-style captions.
 */
class TocaProjectTest {
    @Test
    void synthesizedCaptionsBecomeTextOnlyCandidatesToReviewAndExport(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("p.pairlab");
        List<String> corpus = TocaCorpora.coco56().corpus();
        try (Project p = Project.create(file)) {
            List<NewSample> samples = new ArrayList<>();
            for (int i = 0; i < corpus.size(); i++) {
                String id = Integer.toString(i + 1);
                samples.add(new NewSample(id, "", 0, 0, Sha256.hex(corpus.get(i)), null,
                        List.of(new NewCaption(id, corpus.get(i))), List.of()));
            }
            p.datasets().insert(new NewDataset("coco56", dir, "text", List.of(), "{}", List.of(), samples));
        }
        assertEquals(0, PairLabCli.run("synthesize", "--project", file.toString(), "--dataset", "coco56", "--name",
                "toca", "--count", "20", "--seed", "2", "--overgenerate", "1", "--no-grammar-filter"));
        // A second run into the same name is refused, naming it.
        assertEquals(1, PairLabCli.run("synthesize", "--project", file.toString(), "--name", "toca", "--count", "5"));
        List<Candidate> made = new ArrayList<>();
        try (Project p = Project.open(file)) {
            Dataset d = p.datasets().byName("toca").orElseThrow();
            assertEquals(TocaProject.FORMAT, d.format());
            List<Sample> samples = p.samples().ofDataset(d.id());
            assertEquals(56, samples.size());
            for (Sample s : samples) {
                assertTrue(s.textOnly());
                made.addAll(p.candidates().ofSample(s.id()));
            }
            assertEquals(20, made.size());
            for (Candidate c : made) {
                assertEquals(TocaProject.METHOD, c.recipe().method());
                assertEquals(0, c.width());
                assertTrue(c.recipe().details().get("template").toString().contains("["), c.recipe().toString());
                List<?> words = (List<?>) c.recipe().details().get("words");
                for (Object w : words) {
                    assertTrue(c.captions().get(0).toLowerCase().contains(w.toString()), c.captions() + " " + words);
                }
            }
            made.sort(java.util.Comparator.comparingLong(Candidate::id));
            p.reviews().decide(ItemRef.candidate(made.get(0).id()), Decision.ACCEPT, null);
            p.reviews().decide(ItemRef.candidate(made.get(1).id()), Decision.ACCEPT, null);
            p.reviews().decide(ItemRef.candidate(made.get(2).id()), Decision.REJECT, null);
            assertEquals(ReviewStatus.REJECTED, p.candidates().get(made.get(2).id()).orElseThrow().status());
        }
        Path jsonl = dir.resolve("accepted.jsonl");
        assertEquals(0, PairLabCli.run("export-text", file.toString(), "--dataset", "toca", "--out", jsonl.toString()));
        List<String> lines = Files.readAllLines(jsonl);
        assertEquals(2, lines.size());
        ObjectMapper json = new ObjectMapper();
        JsonNode first = json.readTree(lines.get(0));
        assertEquals(made.get(0).captions().get(0), first.path("caption").asText());
        assertEquals(made.get(0).recipe().details().get("template"), first.path("template").asText());
        assertTrue(first.path("words").size() > 0);
        Path coco = dir.resolve("captions.json");
        assertEquals(0, PairLabCli.run("export-text", file.toString(), "--dataset", "toca", "--out", coco.toString(),
                "--format", "coco", "--status", "all"));
        JsonNode root = json.readTree(coco.toFile());
        assertEquals(20, root.path("annotations").size());
        assertEquals(20, root.path("images").size());
        assertEquals(root.path("images").get(0).path("id").asLong(),
                root.path("annotations").get(0).path("image_id").asLong());
        assertEquals(1, PairLabCli.run("export-text", file.toString(), "--dataset", "nope", "--out", coco.toString()));
    }
}
