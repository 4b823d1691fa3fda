package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

class ConfigCommandTest {
    @TempDir
    Path dir;

    @Test
    void readsAndWritesSettingsAndChecksTheAlignmentModel() {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, CliTest.cli("new", file.toString()).code());

        CliTest.Result unset = CliTest.cli("config", file.toString(), "alignment.model");
        assertEquals(0, unset.code(), unset.err());
        assertTrue(unset.out().contains("alignment.model is not set"), unset.out());
        assertTrue(unset.out().contains("No alignment model configured"), unset.out());

        String model = SharedData.root().resolve("models/tiny-clip").toAbsolutePath().toString();
        CliTest.Result set = CliTest.cli("config", file.toString(), "alignment.model", model);
        assertEquals(0, set.code(), set.err());
        assertTrue(set.out().contains("ranked by CLIP model tiny-clip-random"), set.out());
        assertTrue(set.out().contains("CutSwap clusters object words with the CLIP text encoder of tiny-clip-random"), set.out());
        CliTest.Result mini = CliTest.cli("config", file.toString(), "cutswap.embedder", "minilm");
        assertEquals(0, mini.code(), mini.err());
        assertTrue(mini.out().contains("CutSwap clusters object words with MiniLM (cutswap.embedder = minilm)"), mini.out());
        CliTest.Result typo = CliTest.cli("config", file.toString(), "cutswap.embedder", "clipp");
        assertTrue(typo.code() != 0, "a typo is refused");
        assertTrue(typo.err().contains("cutswap.embedder = clipp is not one of auto, minilm, clip"), typo.err());
        assertEquals(0, CliTest.cli("config", file.toString(), "cutswap.embedder", "auto").code());
        try (Project p = Project.open(file)) {
            assertEquals(model, p.settings().get("alignment.model").orElseThrow());
        }

        CliTest.Result unknown = CliTest.cli("config", file.toString(), "alignment.model", "no-such-model");
        assertEquals(0, unknown.code());
        assertTrue(unknown.err().contains("warning: alignment.model = no-such-model names no model"), unknown.err());

        // A key PairLab does not know is a typo: refused with the known keys, and nothing is stored.
        CliTest.Result other = CliTest.cli("config", file.toString(), "ui.theme", "dark");
        assertEquals(ExitCodes.USAGE, other.code());
        assertTrue(other.err().contains("Unknown setting 'ui.theme'. Valid: alignment.model, "
                + "cutswap.embedder"), other.err());
    }
}
