package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.project.ProjectUnusableException;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobCancelledException;
import org.pairlab.runs.JobHandle;
import org.pairlab.testing.SharedData;
import picocli.CommandLine;

/**
 * The command line's contract for scripts (docs/cli.md): --help everywhere, the shared options on every command,
 * exit codes 0/1/2/3/130, one JSON object per command with --json, and no run recorded for a refused command.
 */
class CliContractTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path shared;

    /** A project with the 107 COCO sample images imported once (through the CLI, with --json). */
    private static Path template;
    private static JsonNode importJson;

    @TempDir
    Path dir;

    @BeforeAll
    static void importOnce() throws Exception {
        Path coco = SharedData.cocoSample();
        template = shared.resolve("template.pairlab");
        assertEquals(0, CliTest.cli("new", template.toString()).code());
        CliTest.Result imp = CliTest.cli("import", template.toString(), "--coco-captions",
                coco.resolve("captions.json").toString(), "--coco-instances", coco.resolve("instances.json").toString(),
                "--images", coco.resolve("images").toString(), "--dataset", "coco", "--json");
        assertEquals(0, imp.code(), imp.err());
        importJson = onlyJson(imp);
    }

    private Path project() throws Exception {
        return Files.copy(template, dir.resolve("p.pairlab"));
    }

    /** Every command and subcommand, as the words a person types after "pairlab". */
    private static List<List<String>> commands() {
        List<List<String>> out = new ArrayList<>();
        collect(PairLabCli.commandLine(), new ArrayList<>(), out);
        return out;
    }

    private static void collect(CommandLine cl, List<String> path, List<List<String>> out) {
        for (Map.Entry<String, CommandLine> e : cl.getSubcommands().entrySet()) {
            List<String> p = new ArrayList<>(path);
            p.add(e.getKey());
            out.add(p);
            collect(e.getValue(), p, out);
        }
    }

    private static CliTest.Result cli(List<String> words, String... more) {
        List<String> all = new ArrayList<>(words);
        all.addAll(List.of(more));
        return CliTest.cli(all.toArray(String[]::new));
    }

    /** Stdout must be exactly one JSON object on one line. */
    private static JsonNode onlyJson(CliTest.Result r) throws Exception {
        String out = r.out().strip();
        assertEquals(1, out.lines().count(), "one line, one JSON object: " + r.out());
        JsonNode n = JSON.readTree(out);
        assertTrue(n.isObject(), out);
        return n;
    }

    private static int runs(Path file) {
        try (Project p = Project.openReadOnly(file)) {
            return p.runs().list().size();
        }
    }

    @Test
    void everyCommandPrintsItsHelpAndTakesTheSharedOptions() {
        List<List<String>> all = commands();
        assertTrue(all.size() >= 30, "every command and subcommand: " + all);
        for (List<String> words : all) {
            CliTest.Result r = cli(words, "--help");
            assertEquals(0, r.code(), words + ": " + r.err());
            assertTrue(r.out().contains("Usage: pairlab " + String.join(" ", words)), words + ": " + r.out());
            for (String option : List.of("--json", "--quiet", "--debug")) {
                assertTrue(r.out().contains(option), words + " lacks " + option + " (add @Mixin CommonOptions)");
            }
        }
    }

    @Test
    void unknownOptionsAndBadValuesAreUsageErrors() throws Exception {
        for (List<String> words : commands()) {
            CliTest.Result r = cli(words, "--no-such-option");
            assertEquals(ExitCodes.USAGE, r.code(), words + ": " + r.err());
            assertTrue(r.err().startsWith("error: "), words + ": " + r.err());
        }
        Path file = project();
        CliTest.Result typo = CliTest.cli("augment", file.toString(), "--methd", "flip");
        assertEquals(ExitCodes.USAGE, typo.code());
        assertTrue(typo.err().contains("--method"), "picocli suggests the option: " + typo.err());
        CliTest.Result notANumber = CliTest.cli("augment", file.toString(), "--method", "flip", "--limit", "many");
        assertEquals(ExitCodes.USAGE, notANumber.code());
        assertTrue(notANumber.err().contains("--limit"), notANumber.err());
    }

    @Test
    void aMissingOrForeignProjectFileExits3AndIsLeftAlone() throws Exception {
        Path missing = dir.resolve("missing.pairlab");
        Path text = Files.writeString(dir.resolve("notes.pairlab"), "not a project\n");
        byte[] before = Files.readAllBytes(text);
        // FILE stands for the project file; every command that opens a project is here.
        List<String> onAProject = List.of("info FILE", "runs FILE", "candidates FILE", "augment FILE --method flip",
                "review FILE --undo", "export FILE --format jsonl --out OUT", "import FILE --text TEXT",
                "config FILE alignment.model", "filter FILE list", "train FILE", "evaluate FILE --run 1",
                "compare FILE --runs 1", "resume FILE --run 1", "lexicon FILE list", "cutswap vocab FILE",
                "cutswap clusters FILE", "export-text FILE --dataset d --out OUT");
        for (Path file : List.of(missing, text)) {
            for (String c : onAProject) {
                List<String> words = new ArrayList<>();
                for (String w : c.split(" ")) {
                    words.add(switch (w) {
                        case "FILE" -> file.toString();
                        case "OUT" -> dir.resolve("out").toString();
                        case "TEXT" -> text.toString();
                        default -> w;
                    });
                }
                CliTest.Result r = cli(words, "--json");
                assertEquals(ExitCodes.PROJECT_UNUSABLE, r.code(), words + ": " + r.err());
                assertEquals(1, r.err().strip().lines().count(), "one line on stderr: " + r.err());
                JsonNode error = onlyJson(r);
                assertFalse(error.get("ok").asBoolean());
                assertEquals(ExitCodes.PROJECT_UNUSABLE, error.get("exitCode").asInt());
                assertTrue(error.get("error").asText().contains(file.getFileName().toString()), r.out());
            }
        }
        assertFalse(Files.exists(missing), "nothing creates a project but 'new'");
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(text)), "the foreign file is untouched");
        CliTest.Result exists = CliTest.cli("new", text.toString());
        assertEquals(ExitCodes.PROJECT_UNUSABLE, exists.code(), "new never overwrites: " + exists.err());
    }

    @Test
    void rejectedCommandsRecordNoRunAndSuggestTheNearestName() throws Exception {
        Path file = project();
        String f = file.toString();
        int before = runs(file);
        record Refusal(List<String> args, String says) {
        }
        List<Refusal> refusals = List.of(
                new Refusal(List.of("augment", f, "--method", "flip", "--limit", "-3"), "--limit must be 0"),
                new Refusal(List.of("augment", f, "--method", "flp"), "Did you mean 'flip'?"),
                new Refusal(List.of("augment", f, "--method", "xdog", "--set", "sigmma=2"), "Did you mean 'sigma'?"),
                new Refusal(List.of("augment", f, "--method", "xdog", "--set", "sigma=-2"), "between 0.3 and 10"),
                new Refusal(List.of("augment", f, "--method", "flip", "--caption-method", "synonim"), "Did you mean 'synonym'?"),
                new Refusal(List.of("augment", f, "--method", "mix", "--set", "source_dataset=nope"), "nope"),
                new Refusal(List.of("config", f, "alignment.modle", "x"), "Did you mean 'alignment.model'?"),
                new Refusal(List.of("config", f, "cutswap.embedder", "bert"), "cutswap.embedder"),
                new Refusal(List.of("filter", f, "informativenes"), "Did you mean 'informativeness'?"),
                new Refusal(List.of("train", f, "--set", "stepz=3"), "Did you mean 'steps'?"),
                new Refusal(List.of("evaluate", f, "--run", "1", "--beam", "0"), "--beam"),
                new Refusal(List.of("export", f, "--format", "coco", "--out", dir.resolve("o").toString(), "--split", "nosuch"),
                        "no split 'nosuch'"),
                new Refusal(List.of("import", f, "--jsonl", dir.resolve("none.jsonl").toString()), "none.jsonl"),
                new Refusal(List.of("resume", f, "--run", "99"), "no run 99"),
                new Refusal(List.of("bench", "metrix"), "Did you mean 'metrics'?"),
                new Refusal(List.of("stylize", "--styled", "humorous=" + dir.resolve("h.txt"), "--factual",
                        dir.resolve("f.txt").toString(), "--target", "humorous", "--out", dir.resolve("o.jsonl").toString(),
                        "--epsilon", "5"), "epsilon"),
                new Refusal(List.of("synthesize", "--corpus", dir.resolve("c.txt").toString(), "--count", "0", "--out",
                        dir.resolve("s.jsonl").toString()), "--count"),
                new Refusal(List.of("synthesize", "--corpus", dir.resolve("c.txt").toString(), "--count", "5", "--out",
                        file.toString()), "already exists"));
        for (Refusal r : refusals) {
            CliTest.Result res = CliTest.cli(r.args().toArray(String[]::new));
            assertEquals(ExitCodes.USAGE, res.code(), r.args() + ": " + res.err());
            assertTrue(res.err().contains(r.says()), r.args() + ": " + res.err());
            assertEquals(1, res.err().strip().lines().count(), "one line: " + res.err());
        }
        assertEquals(before, runs(file), "no refused command recorded a run");
        try (Project p = Project.openReadOnly(file)) {
            assertTrue(p.settings().get("alignment.modle").isEmpty(), "a mistyped setting is not stored");
            assertTrue(p.candidates().countsByMethod().isEmpty(), "no candidate was made");
        }
    }

    @Test
    void mainCommandsPrintOneDocumentedJsonObject() throws Exception {
        assertTrue(importJson.get("ok").asBoolean());
        assertEquals("coco", importJson.get("dataset").asText());
        assertEquals(107, importJson.get("samples").asInt());
        assertTrue(importJson.get("captions").asInt() > 500, importJson.toString());
        assertTrue(importJson.get("problems").isArray() && importJson.get("runId").asLong() > 0, importJson.toString());

        Path file = project();
        String f = file.toString();
        JsonNode aug = onlyJson(CliTest.cli("augment", f, "--method", "flip", "--limit", "4", "--json"));
        assertEquals("flip", aug.get("method").asText());
        assertEquals(4, aug.get("samplesVisited").asInt());
        assertTrue(aug.get("candidatesMade").asInt() > 0 && aug.get("rejected").isObject(), aug.toString());

        JsonNode cands = onlyJson(CliTest.cli("candidates", f, "--json"));
        long first = cands.get("candidates").get(0).get("id").asLong();
        JsonNode review = onlyJson(CliTest.cli("review", f, "--accept", Long.toString(first), "--json"));
        assertEquals("accept", review.get("action").asText());
        assertEquals(1, review.get("decided").asInt());

        Path out = dir.resolve("export");
        JsonNode export = onlyJson(CliTest.cli("export", f, "--format", "jsonl", "--out", out.toString(), "--json"));
        assertEquals(108, export.get("images").asInt(), "107 originals + 1 accepted candidate");
        assertEquals(1, export.get("candidates").asInt());
        assertEquals(out.toAbsolutePath().toString(), export.get("out").asText());

        JsonNode info = onlyJson(CliTest.cli("info", f, "--json"));
        assertEquals(107, info.get("samples").asInt());
        JsonNode runs = onlyJson(CliTest.cli("runs", f, "--json"));
        assertEquals(3, runs.get("runs").size(), "import, augment, export");
        assertTrue(runs.get("partialExports").isArray());
        JsonNode config = onlyJson(CliTest.cli("config", f, "cutswap.embedder", "minilm", "--json"));
        assertEquals("minilm", config.get("value").asText());
        assertTrue(config.get("changed").asBoolean());
        JsonNode filters = onlyJson(CliTest.cli("filter", f, "list", "--json"));
        assertTrue(filters.get("filters").isArray());
        JsonNode lexicons = onlyJson(CliTest.cli("lexicon", f, "list", "--json"));
        assertTrue(lexicons.get("lexicons").size() > 0);
        JsonNode made = onlyJson(CliTest.cli("new", dir.resolve("n.pairlab").toString(), "--json"));
        assertTrue(made.get("schemaVersion").asInt() > 0);

        // --quiet: nothing on stdout, the work still done.
        CliTest.Result quiet = CliTest.cli("augment", f, "--method", "flip", "--limit", "6", "--seed", "2", "--quiet");
        assertEquals(0, quiet.code(), quiet.err());
        assertEquals("", quiet.out());
        assertEquals(4, runs(file), "import, augment, export and the quiet augment (a review is no run)");
    }

    @Test
    void debugPrintsTheStackTraceAndFailedWorkExits1() throws Exception {
        Path file = project();
        Path broken = Files.writeString(dir.resolve("broken.tsv"), "word\tpos\treplacement\nyoung\tADJ\n");
        CliTest.Result plain = CliTest.cli("lexicon", file.toString(), "import", broken.toString());
        assertEquals(ExitCodes.FAILED, plain.code());
        assertEquals(1, plain.err().strip().lines().count(), plain.err());
        CliTest.Result debug = CliTest.cli("lexicon", file.toString(), "import", broken.toString(), "--debug");
        assertEquals(ExitCodes.FAILED, debug.code());
        assertTrue(debug.err().contains("\tat org.pairlab."), "a stack trace with --debug: " + debug.err());
    }

    @Test
    void completionPrintsABashScriptForEveryCommand() {
        CliTest.Result r = CliTest.cli("completion");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("complete -F _complete_pairlab"), r.out().lines().limit(5).toList().toString());
        for (String c : List.of("augment", "export-text", "synthesize", "perplexity")) {
            assertTrue(r.out().contains(c), c);
        }
        assertTrue(r.out().contains("--caption-method"), "options are completed too");
    }

    @Test
    void exceptionsMapToTheDocumentedExitCodes() {
        assertEquals(2, ExitCodes.of(new UsageException("x")));
        assertEquals(3, ExitCodes.of(new ProjectUnusableException("x")));
        assertEquals(3, ExitCodes.of(new IllegalStateException("wrapped", new ProjectUnusableException("x"))));
        assertEquals(130, ExitCodes.of(new JobCancelledException()));
        assertEquals(130, ExitCodes.of(new CancellationException()));
        assertEquals(130, ExitCodes.of(new RunInterruptedException("x")));
        assertEquals(1, ExitCodes.of(new WorkFailedException("x")));
        assertEquals(1, ExitCodes.of(new IllegalArgumentException("a malformed input file")));
        RunInterruptedException cancelled = org.junit.jupiter.api.Assertions.assertThrows(RunInterruptedException.class,
                () -> ExitCodes.requireSucceeded("augment", new JobHandle.JobOutcome(7, RunState.CANCELLED, "Cancelled", Map.of())));
        assertTrue(cancelled.getMessage().contains("pairlab resume FILE --run 7"), cancelled.getMessage());
        WorkFailedException failed = org.junit.jupiter.api.Assertions.assertThrows(WorkFailedException.class,
                () -> ExitCodes.requireSucceeded("augment", new JobHandle.JobOutcome(8, RunState.FAILED, "disk full", Map.of())));
        assertNotNull(failed.getMessage());
    }
}
