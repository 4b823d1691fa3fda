package org.pairlab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

/**
 * The shaded {@code target/pairlab.jar} as users run it: {@code java -jar} in a separate process, with a fresh
 * {@code user.home} so DJL unpacks libtorch and the tokenizers library from the jar itself, not from a cache the tests
 * from classes filled. It does the work that needs what the shade filters could drop (DJL's
 * {@code tokenizers.properties} once was): CutSwap with the MiniLM encoder (HF tokenizers + ONNX Runtime) and LSTM
 * training on the PyTorch engine. Runs in {@code verify} (surefire's packaged-jar execution, after {@code package});
 * fails, never skips, when the jar is missing.
 */
class PackagedJarIT {
    private static final long COMMAND_TIMEOUT_S = 300;

    @TempDir
    static Path dir;

    private static Path jar;

    /** One finished {@code java -jar} run. */
    record Run(List<String> args, int code, String out, String err) {
        Run succeeded() {
            assertEquals(0, code, "pairlab " + String.join(" ", args) + " exited " + code + "\nstdout:\n" + out + "\nstderr:\n" + err);
            return this;
        }
    }

    @BeforeAll
    static void findJar() throws IOException {
        // It must exist: DJL falls back to java.io.tmpdir (shared, maybe filled) when user.home is not writable.
        Files.createDirectories(dir.resolve("home"));
        String prop = System.getProperty("pairlab.packagedJar");
        jar = Path.of(prop != null ? prop : "target/pairlab.jar").toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            fail(jar + " is missing: this test checks the shaded jar; run it through `./mvnw verify` (or `package` first)");
        }
    }

    private static Run pairlab(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.home=" + dir.resolve("home"), "-Djava.awt.headless=true", "-jar", jar.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        // Nothing of the test machine's caches: DJL and PairLab look below user.home or XDG_CACHE_HOME.
        pb.environment().remove("DJL_CACHE_DIR");
        pb.environment().remove("ENGINE_CACHE_DIR");
        pb.environment().put("XDG_CACHE_HOME", dir.resolve("cache").toString());
        Process p = pb.start();
        if (!p.waitFor(COMMAND_TIMEOUT_S, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            fail("pairlab " + String.join(" ", args) + " ran longer than " + COMMAND_TIMEOUT_S + " s");
        }
        return new Run(List.of(args), p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void versionNamesTheBuild() throws Exception {
        Run v = pairlab("--version").succeeded();
        String expected = System.getProperty("pairlab.version");
        assertTrue(v.out().startsWith("PairLab " + (expected != null ? expected : "")), v.out());
        assertTrue(!v.out().contains("development"), "the jar's version.properties was filtered: " + v.out());
    }

    @Test
    void keepsTheResourcesNativeLibrariesNeedAndOnlyThisPlatformsNatives() throws Exception {
        try (JarFile j = new JarFile(jar.toFile())) {
            for (String needed : List.of("native/lib/tokenizers.properties", "jnilib/pytorch.properties",
                    "org/pairlab/legal/LICENSE", "org/pairlab/legal/NOTICE", "org/pairlab/legal/THIRD-PARTY.txt",
                    "org/pairlab/version.properties", "META-INF/services/org.pairlab.runs.JobFactory")) {
                assertTrue(j.getEntry(needed) != null, jar + " lacks " + needed);
            }
            List<String> foreign = j.stream().map(ZipEntry::getName)
                    .filter(n -> n.endsWith(".pdb") || n.contains(".dSYM/") || n.matches(".*(win-x86_64|osx-|win-x64|darwin-|win32-x86|/Windows/|/Mac/).*\\.(dll|dylib|so|jnilib)"))
                    .limit(5).toList();
            assertTrue(foreign.isEmpty(), "other platforms' natives or debug symbols in the Linux jar: " + foreign);
        }
    }

    @Test
    void cutSwapWithMiniLmAndLstmTrainingOnPyTorchRunFromTheJar() throws Exception {
        Path coco = SharedData.cocoSample();
        String project = dir.resolve("p.pairlab").toString();
        pairlab("new", project).succeeded();
        Run imp = pairlab("import", project, "--coco-captions", coco.resolve("captions.json").toString(),
                "--coco-instances", coco.resolve("instances.json").toString(), "--images", coco.resolve("images").toString(),
                "--dataset", "coco", "--json").succeeded();
        assertTrue(imp.out().contains("\"coco\""), imp.out());

        pairlab("cutswap", "vocab", project, "--import", SharedData.root().resolve("vocab/nbt_coco_synonyms").toString()).succeeded();
        Run pre = pairlab("cutswap", "preprocess", project).succeeded();
        // MiniLM: DJL's HF tokenizers (native library + tokenizers.properties) and ONNX Runtime from the jar.
        assertTrue(pre.out().contains("clusters made by all-minilm-l6-v2-q"), pre.out() + pre.err());
        Run aug = pairlab("augment", project, "--method", "cutswap", "--limit", "20", "--seed", "3").succeeded();
        Matcher made = Pattern.compile("Made (\\d+) cutswap candidates from 20 samples").matcher(aug.out());
        assertTrue(made.find() && Integer.parseInt(made.group(1)) > 0, aug.out() + aug.err());
        JsonNode info = new ObjectMapper().readTree(pairlab("info", project, "--json").succeeded().out());
        assertEquals(Integer.parseInt(made.group(1)), info.get("candidates").get("cutswap").get("pending").asInt());

        // The PyTorch engine: libtorch and the JNI unpacked from the jar into the fresh user.home.
        List<String> captions = new ArrayList<>();
        new ObjectMapper().readTree(coco.resolve("captions.json").toFile()).get("annotations")
                .forEach(a -> captions.add(a.get("caption").asText()));
        Path corpus = dir.resolve("captions.txt");
        Files.write(corpus, captions.subList(0, Math.min(200, captions.size())));
        Path model = dir.resolve("lstm");
        Run lm = pairlab("lm", "train", "--kind", "lstm", "--corpus", corpus.toString(), "--out", model.toString(),
                "--set", "embed=8", "--set", "hidden=16", "--set", "epochs=1", "--set", "batchSize=32",
                "--set", "minCount=1").succeeded();
        assertTrue(lm.out().contains("epoch 1: training loss") && lm.out().contains("held-out perplexity"), lm.out());
        assertTrue(Files.isRegularFile(model.resolve("lstm.params")), "no lstm.params in " + model);
        try (var cached = Files.walk(dir.resolve("home"))) {
            assertTrue(cached.anyMatch(f -> f.getFileName().toString().startsWith("libtorch")),
                    "libtorch was not unpacked into the fresh user.home, so it did not come from the jar");
        }
    }
}
