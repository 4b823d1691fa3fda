package org.pairlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.augment.toca.DropReason;
import org.pairlab.augment.toca.LlmCompleter;
import org.pairlab.augment.toca.Scenario;
import org.pairlab.augment.toca.SynthesisReport;
import org.pairlab.augment.toca.SynthesisResult;
import org.pairlab.augment.toca.SynthesisShortfallException;
import org.pairlab.augment.toca.SynthesizedCaption;
import org.pairlab.augment.toca.Synthesizer;
import org.pairlab.augment.toca.Toca;
import org.pairlab.augment.toca.TocaCorpus;
import org.pairlab.augment.toca.TocaProject;
import org.pairlab.augment.toca.TocaProject.Stored;
import org.pairlab.augment.toca.TocaSettings;
import org.pairlab.lm.ProjectCaptions;
import org.pairlab.project.Project;
import org.pairlab.lm.llm.ApiKeySource;
import org.pairlab.lm.llm.LlmClient;
import org.pairlab.lm.llm.LlmClientOptions;
import org.pairlab.lm.llm.LlmEndpoint;
import org.pairlab.lm.llm.LlmTextGenerator;
import org.pairlab.lm.llm.PromptTemplate;
import org.pairlab.lm.style.CocoCaptions;
import org.pairlab.text.CaptionTagger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pairlab synthesize}: ToCa text-only caption synthesis (seed 004) from a caption file to JSON Lines, with the
 * embedded completion or an OpenAI-compatible LLM.
 */
@Command(mixinStandardHelpOptions = true, name = "synthesize", description = "Synthesize new captions from a caption corpus (ToCa): structure "
        + "templates and lexical pairs, completed by the embedded language model or an LLM.")
final class SynthesizeCommand implements Callable<Integer> {
    @picocli.CommandLine.Mixin
    CommonOptions common;

    @Option(names = "--corpus", paramLabel = "FILE",
            description = "Captions: one per line, or a COCO captions .json file (or use --project).")
    Path corpus;

    @Option(names = "--project", paramLabel = "P",
            description = "Synthesize from a project's captions into a new text-only dataset of candidates.")
    Path project;

    @Option(names = "--dataset", paramLabel = "NAME", description = "With --project: the corpus dataset (default: all).")
    String dataset;

    @Option(names = "--name", paramLabel = "NAME", description = "With --project: the new text-only dataset's name.")
    String name;

    @Option(names = "--count", required = true, paramLabel = "N", description = "Captions to keep.")
    String count;

    @Option(names = "--out", paramLabel = "OUT.jsonl",
            description = "One JSON object per caption: caption, template, words, prompt, completer (needed with "
                    + "--corpus).")
    Path out;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "S", description = "Random seed (default: ${DEFAULT-VALUE}).")
    String seed;

    @Option(names = "--tau", defaultValue = "inf", paramLabel = "T",
            description = "Eq. 12's temperature; smaller favours rare words (default: ${DEFAULT-VALUE}, as the paper).")
    String tau;

    @Option(names = "--scenario", defaultValue = "in-domain", paramLabel = "NAME",
            description = "in-domain, cross-domain (needs --pairs) or data-efficient (a small random subset of the "
                    + "corpus, --corpus-size) (default: ${DEFAULT-VALUE}).")
    String scenario;

    @Option(names = "--corpus-size", defaultValue = "56", paramLabel = "N",
            description = "data-efficient: captions kept from the corpus (default: ${DEFAULT-VALUE}).")
    String corpusSize;

    @Option(names = "--pairs", paramLabel = "FILE",
            description = "Prior lexical pairs, one 'first second [count]' a line (word/N to give a class).")
    Path pairs;

    @Option(names = "--no-grammar-filter", description = "Keep captions with grammar errors.")
    boolean noGrammar;

    @Option(names = "--overgenerate", paramLabel = "F",
            description = "Embedded: make F times the count and keep the most fluent (default: 3; 1 = off).")
    String overgenerate;

    @Option(names = "--llm", paramLabel = "URL", description = "Complete with an OpenAI-compatible endpoint, e.g. "
            + "http://127.0.0.1:8080/v1.")
    String llm;

    @Option(names = "--model", paramLabel = "M", description = "With --llm: the model name.")
    String model;

    @Option(names = "--prompt", paramLabel = "FILE",
            description = "With --llm: a prompt file with {template} and {words} (comma-separated) placeholders.")
    Path prompt;

    @Option(names = "--temperature", defaultValue = "0.7", paramLabel = "T",
            description = "With --llm: sampling temperature (default: ${DEFAULT-VALUE}).")
    String temperature;

    @Option(names = "--api-key-env", defaultValue = ApiKeySource.DEFAULT_VARIABLE, paramLabel = "VAR",
            description = "With --llm: environment variable with the API key (default: ${DEFAULT-VALUE}).")
    String keyVariable;

    @Override
    public Integer call() throws IOException {
        int n = LmOptions.integer("--count", count, 1, 10_000_000);
        Scenario parsedScenario;
        try {
            parsedScenario = Scenario.parse(scenario);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--scenario: " + e.getMessage());
        }
        TocaSettings settings;
        try {
            settings = new TocaSettings(parsedScenario, n, LmOptions.seed(seed), tau(tau),
                    LmOptions.integer("--corpus-size", corpusSize, 1, Integer.MAX_VALUE), !noGrammar,
                    overgenerate == null ? (llm == null ? TocaSettings.DEFAULT_OVERGENERATE : 1)
                            : LmOptions.nonNegative("--overgenerate", overgenerate), 2, Integer.MAX_VALUE);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage()); // TocaSettings names the option and its range
        }
        if (llm == null && (model != null || prompt != null)) {
            throw new UsageException("--model and --prompt need --llm URL");
        }
        if (llm != null && model == null) {
            throw new UsageException("--llm needs --model M (the model name the server knows)");
        }
        if ((corpus == null) == (project == null)) {
            throw new UsageException("give either --corpus FILE or --project P");
        }
        if (corpus != null && out == null) {
            throw new UsageException("--corpus needs --out OUT.jsonl");
        }
        if (project != null && name == null) {
            throw new UsageException("--project needs --name NAME for the new text-only dataset");
        }
        if (project == null && (dataset != null || name != null)) {
            throw new UsageException("--dataset and --name need --project P");
        }
        OutputFiles.requireAbsent("--out", out);
        if (project == null) {
            run(settings, readCorpus(corpus), null);
            common.result(json);
            return 0;
        }
        try (Project p = Project.open(project)) {
            Stored stored = run(settings, ProjectCaptions.of(p, dataset), p);
            json.put("dataset", name);
            json.put("datasetId", stored.datasetId());
            json.put("samples", stored.samples());
            json.put("candidates", stored.candidates());
            common.result(json);
            common.sayf("dataset '%s': %d corpus captions as text-only samples, %d ToCa candidates "
                    + "to review", name, stored.samples(), stored.candidates());
        }
        return 0;
    }

    private Stored run(TocaSettings settings, List<String> captions, Project p) throws IOException {
        int n = settings.count();
        Toca toca = new Toca(CaptionTagger.english());
        TocaCorpus tc = toca.corpus(captions, settings, pairs);
        Synthesizer synthesizer;
        if (llm == null) {
            synthesizer = toca.embedded(tc, settings);
        } else {
            PromptTemplate pt = prompt == null ? null : PromptTemplate.load(prompt, LlmCompleter.PLACEHOLDERS);
            double t = LmOptions.nonNegative("--temperature", temperature);
            LlmEndpoint endpoint = LlmEndpoint.of(llm, model, keyVariable);
            LlmClientOptions options = LlmClientOptions.standard().withRequestTimeout(Duration.ofSeconds(120));
            // In a project every answer is cached, so a re-run gives the same captions at no cost.
            LlmTextGenerator generator = p != null ? LlmTextGenerator.cached(p, endpoint, options)
                    : new LlmTextGenerator(new LlmClient(endpoint, options));
            synthesizer = toca.llm(tc, settings, generator, pt, t);
        }
        common.note(String.format(Locale.ROOT, "corpus: %d captions, %d templates, %d lexical words, %d pairs (%d prior)",
                tc.captions().size(), tc.templates().size(), tc.pairs().wordCount(), tc.pairs().pairCount(),
                tc.pairs().priorPairCount()));
        SynthesisResult result;
        try {
            result = synthesizer.run(n, settings.seed(), null);
        } catch (SynthesisShortfallException e) {
            if (out != null) {
                write(e.partial());
                throw new WorkFailedException(e.getMessage() + " The " + e.partial().captions().size()
                        + " captions kept are in " + out + ".");
            }
            throw new WorkFailedException(e.getMessage() + " Nothing was stored.");
        }
        if (out != null) {
            write(result);
        }
        SynthesisReport r = result.report();
        json.put("captions", r.kept());
        json.put("out", out == null ? null : out.toAbsolutePath().toString());
        json.put("completer", r.completer());
        json.put("draws", r.draws());
        json.put("keptShare", r.keptShare());
        json.put("captionsPerSecond", r.captionsPerSecond());
        Map<String, Integer> droppedJson = new java.util.TreeMap<>();
        r.dropped().forEach((k, v) -> droppedJson.put(k.label(), v));
        json.put("dropped", droppedJson);
        // Which completer wrote how many: fallbacks (variant, swap, loose-swap, trigram) are for a reviewer to sort last.
        Map<String, Integer> byCompleter = new java.util.TreeMap<>();
        result.captions().forEach(c -> byCompleter.merge(c.completer(), 1, Integer::sum));
        json.put("byCompleter", byCompleter);
        common.sayf("%d captions%s (%s): %d draws, kept share %.3f, %.1f captions/s; by completer: %s; dropped: %s",
                r.kept(), out == null ? "" : " in " + out, r.completer(), r.draws(), r.keptShare(), r.captionsPerSecond(),
                byCompleter, dropped(r.dropped()));
        return p == null ? null : TocaProject.store(p, name, tc, result, settings, dataset);
    }

    private static double tau(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        if (v.equals("inf") || v.equals("infinity") || v.equals("∞")) {
            return Double.POSITIVE_INFINITY;
        }
        try {
            double t = Double.parseDouble(v);
            if (t > 0) {
                return t;
            }
        } catch (NumberFormatException e) {
            // falls through to the message below
        }
        throw new UsageException("--tau: '" + value + "' is not a positive number or inf");
    }

    /** The --json answer, filled in as the run goes. */
    private final Map<String, Object> json = new java.util.LinkedHashMap<>();

    static List<String> readCorpus(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new UsageException("--corpus: no such file: " + file);
        }
        if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")) {
            return CocoCaptions.read(file).stream().map(CocoCaptions.ImageCaption::caption).toList();
        }
        return LmTrainCommand.lines(file);
    }

    private void write(SynthesisResult result) throws IOException {
        ObjectMapper json = new ObjectMapper();
        org.pairlab.project.OutputFile.write(out, "--out", tmp -> {
            try (BufferedWriter w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                for (SynthesizedCaption c : result.captions()) {
                    ObjectNode o = json.createObjectNode().put("caption", c.caption()).put("template", c.template());
                    c.words().forEach(o.putArray("words")::add);
                    o.put("prompt", c.masked());
                    o.put("completer", c.completer());
                    w.write(json.writeValueAsString(o));
                    w.write('\n');
                }
            }
        });
    }

    private static String dropped(Map<DropReason, Integer> d) {
        return d.isEmpty() ? "none" : d.entrySet().stream().sorted(Map.Entry.<DropReason, Integer>comparingByValue().reversed())
                .map(e -> e.getValue() + " " + e.getKey().label()).reduce((a, b) -> a + ", " + b).orElse("none");
    }
}
