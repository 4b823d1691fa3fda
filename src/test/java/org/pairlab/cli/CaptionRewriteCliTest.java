package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.CandidateRenderer;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.LexiconEntry;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

class CaptionRewriteCliTest {
    @TempDir
    Path dir;

    @Test
    void lexiconExportImportRoundTripsInJsonAndTsv() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        for (String ext : List.of("json", "tsv")) {
            Path out = dir.resolve("face." + ext);
            CliTest.Result exp = cli("lexicon", file.toString(), "export", out.toString());
            assertEquals(0, exp.code(), exp.err());
            assertTrue(exp.out().contains("Exported 28 entries"), exp.out());
            CliTest.Result imp = cli("lexicon", file.toString(), "import", out.toString(), "--name", "copy-" + ext);
            assertEquals(0, imp.code(), imp.err());
            try (Project p = Project.open(file)) {
                List<String> a = p.lexicons().entries("face").stream().map(CaptionRewriteCliTest::row).toList();
                List<String> b = p.lexicons().entries("copy-" + ext).stream().map(CaptionRewriteCliTest::row).toList();
                assertEquals(a, b);
            }
        }
        assertTrue(cli("lexicon", file.toString(), "list").out().contains("copy-tsv\t28 entries"));
    }

    private static String row(LexiconEntry e) {
        return e.word() + "|" + e.pos() + "|" + e.replacement() + "|" + e.source();
    }

    @Test
    void brokenLexiconFilesNameFileAndLineOrField() throws Exception {
        Path file = dir.resolve("p.pairlab");
        cli("new", file.toString());
        Path tsv = dir.resolve("bad.tsv");
        Files.writeString(tsv, "word\tpos\treplacement\nyoung\tADJ\told\ntall\tadjective\tshort\n");
        CliTest.Result r = cli("lexicon", file.toString(), "import", tsv.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("bad.tsv:3:") && r.err().contains("'pos'") && r.err().contains("adjective"), r.err());
        Path json = dir.resolve("bad.json");
        Files.writeString(json, "{\"name\": \"x\", \"entries\": [{\"word\": \"young\", \"pos\": \"ADJ\", \"replacement\": \"old\"},"
                + " {\"word\": \"tall\", \"pos\": \"ADJ\"}]}");
        r = cli("lexicon", file.toString(), "import", json.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("bad.json: entries[1]") && r.err().contains("'replacement'"), r.err());
        Files.writeString(json, "{\"entries\": [\n{\"word\": \"young\",,}]}");
        r = cli("lexicon", file.toString(), "import", json.toString());
        assertTrue(r.err().contains("bad.json:2:") && r.err().contains("not valid JSON"), r.err());
        try (Project p = Project.open(file)) {
            assertTrue(p.lexicons().names().stream().noneMatch(n -> n.equals("bad") || n.equals("x")));
        }
    }

    @Test
    void augmentWithCaptionMethodAndCrossDomainMix() throws Exception {
        Path file = dir.resolve("p.pairlab");
        cli("new", file.toString());
        long otherId;
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 40));
            otherId = p.datasets().insert(SharedData.cocoSampleDataset("other", 60));
        }
        CliTest.Result combo = cli("augment", file.toString(), "--method", "flip", "--caption-method", "antonym",
                "--caption-set", "mix=all", "--limit", "10");
        assertEquals(0, combo.code(), combo.err());
        assertTrue(combo.out().contains("flip+antonym candidates"), combo.out());
        CliTest.Result bad = cli("augment", file.toString(), "--method", "flip", "--caption-method", "antonym",
                "--caption-set", "mix=most");
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("'mix'"), bad.err());

        CliTest.Result mix = cli("augment", file.toString(), "--method", "mix", "--set", "source_dataset=other",
                "--set", "share=0.125", "--seed", "3");
        assertEquals(0, mix.code(), mix.err());
        assertTrue(mix.out().contains("Made 5 mix candidates from 40 samples"), mix.out());
        try (Project p = Project.open(file)) {
            List<Candidate> made = p.candidates().withStatus(ReviewStatus.PENDING, "mix");
            assertEquals(5, made.size());
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            CandidateRenderer renderer = new CandidateRenderer(new Augmenters(), ctx);
            for (Candidate k : made) {
                Sample s = p.samples().get(k.sampleId()).orElseThrow();
                assertEquals(otherId, s.datasetId());
                assertEquals(p.samples().captions(s.id()).stream().map(Caption::text).toList(), k.captions());
                assertEquals("other", k.recipe().params().get("source_dataset"));
                assertEquals(0.125, ((Number) k.recipe().params().get("share")).doubleValue());
                assertEquals("coco", k.recipe().details().get("target_dataset"));
                var img = renderer.render(k);
                var orig = ctx.image(s.id());
                assertEquals(orig.getRGB(5, 7), img.getRGB(5, 7));
                assertEquals(orig.getRGB(orig.getWidth() - 3, 11), img.getRGB(orig.getWidth() - 3, 11));
            }
        }
        CliTest.Result noSource = cli("augment", file.toString(), "--method", "mix", "--set", "source_dataset=nope");
        assertEquals(ExitCodes.USAGE, noSource.code());
        assertTrue(noSource.err().contains("No dataset 'nope'") && noSource.err().contains("other"), noSource.err());
    }
}
