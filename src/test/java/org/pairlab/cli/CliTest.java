package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

class CliTest {
    @TempDir
    Path dir;

    /** Runs the CLI and captures what it prints. */
    record Result(int code, String out, String err) {
    }

    static Result cli(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true));
            System.setErr(new PrintStream(err, true));
            var cl = PairLabCli.commandLine();
            cl.setErr(new java.io.PrintWriter(System.err, true));
            int code = cl.execute(args);
            return new Result(code, out.toString(), err.toString());
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void newInfoAugmentReviewFlow() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 10));
        }
        Result aug = cli("augment", file.toString(), "--method", "flip", "--limit", "4", "--seed", "9");
        assertEquals(0, aug.code(), aug.err());
        assertTrue(aug.out().contains("Made 4 flip candidates"), aug.out());

        JsonNode info = new ObjectMapper().readTree(cli("info", file.toString(), "--json").out());
        assertEquals(10, info.get("samples").asInt());
        assertEquals(50, info.get("captions").asInt());
        assertEquals(1, info.get("datasets").size());
        assertEquals(4, info.get("candidates").get("flip").get("pending").asInt());
        assertEquals(1, info.get("runs").size());

        assertEquals(0, cli("review", file.toString(), "--accept", "1", "2").code());
        assertEquals(0, cli("review", file.toString(), "--reject", "3").code());
        info = new ObjectMapper().readTree(cli("info", file.toString(), "--json").out());
        JsonNode flip = info.get("candidates").get("flip");
        assertEquals(2, flip.get("accepted").asInt());
        assertEquals(1, flip.get("rejected").asInt());
        assertEquals(1, flip.get("pending").asInt());
        assertEquals(0, cli("review", file.toString(), "--accept-all", "--method", "flip").code());
        assertEquals(0, cli("review", file.toString(), "--undo").code());
        info = new ObjectMapper().readTree(cli("info", file.toString(), "--json").out());
        assertEquals(1, info.get("candidates").get("flip").get("pending").asInt());
    }

    @Test
    void errorsAreOneLineWithNonZeroExit() {
        Result missing = cli("info", dir.resolve("nope.pairlab").toString(), "--json");
        assertEquals(ExitCodes.PROJECT_UNUSABLE, missing.code());
        assertTrue(missing.err().startsWith("error: Project file ") && missing.err().strip().lines().count() == 1,
                missing.err());
        Path file = dir.resolve("p.pairlab");
        cli("new", file.toString());
        Result unknown = cli("augment", file.toString(), "--method", "teleport");
        assertEquals(ExitCodes.USAGE, unknown.code());
        assertTrue(unknown.err().contains("Unknown augmentation method 'teleport'"), unknown.err());
        Result badSet = cli("augment", file.toString(), "--method", "flip", "--set", "swapLeftRight=maybe");
        assertTrue(badSet.err().contains("swapLeftRight"), badSet.err());
        Result review = cli("review", file.toString(), "--accept", "42");
        assertEquals(1, review.code());
        assertTrue(review.err().contains("no candidate with id 42"), review.err());
    }
}
