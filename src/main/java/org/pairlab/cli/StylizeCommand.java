package org.pairlab.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairlab.augment.erg.ErgOptions;
import org.pairlab.augment.erg.RetrievalType;
import org.pairlab.augment.erg.StylizeRequest;
import org.pairlab.augment.erg.StylizeSummary;
import org.pairlab.augment.erg.TextStylizer;
import org.pairlab.augment.erg.VectorFileCache;
import org.pairlab.lm.llm.ApiKeySource;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code pairlab stylize}: ERG style grafting in text mode, for scripts (no project). */
@Command(mixinStandardHelpOptions = true, name = "stylize",
        description = "Stylize factual captions by ERG (extract style phrases, retrieve similar stylized scenes, graft "
                + "a phrase in, filter): one JSON line per factual line, in input order.")
final class StylizeCommand implements Callable<Integer> {
    @Option(names = "--styled", required = true, paramLabel = "NAME=FILE",
            description = "Captions of one style, one a line (repeat for each style, e.g. humorous=humor.train.txt).")
    Map<String, Path> styled = new LinkedHashMap<>();

    @Option(names = "--factual", required = true, paramLabel = "FILE", description = "Factual captions to stylize, one a line.")
    Path factual;

    @Option(names = "--factual-corpus", paramLabel = "FILE",
            description = "Factual captions, one a line, for the style classifier and the ranking LM "
                    + "(default: the --factual file itself).")
    Path factualCorpus;

    @Option(names = "--target", required = true, paramLabel = "NAME", description = "The target style (a --styled name).")
    String target;

    @Option(names = "--out", required = true, paramLabel = "OUT.jsonl", description = "The JSON Lines file to write.")
    Path out;

    @Option(names = "--seed", defaultValue = "0", description = "Seed (LLM requests) (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--epsilon", defaultValue = "0.25",
            description = "Share of a stylized caption's words taken as its style phrase (default: ${DEFAULT-VALUE}).")
    double epsilon;

    @Option(names = "--neighbours", defaultValue = "16",
            description = "Stylized scenes retrieved per factual caption (default: ${DEFAULT-VALUE}).")
    int neighbours;

    @Option(names = "--threshold", defaultValue = "0.6",
            description = "Retrieval similarity a kept caption needs (default: ${DEFAULT-VALUE}).")
    double threshold;

    @Option(names = "--max-perplexity", defaultValue = "80",
            description = "Perplexity under the target style's trigram LM a kept caption stays below (default: ${DEFAULT-VALUE}).")
    double maxPerplexity;

    @Option(names = "--retrieval", defaultValue = "t2t", paramLabel = "TYPES",
            description = "Retrieval types, comma-separated: t2t, i2t, t2i, i2i; text mode has no images, so only t2t "
                    + "applies here; i2t, t2i and i2i run in a project (augment --method erg) with the project's CLIP "
                    + "model (default: ${DEFAULT-VALUE}).")
    String retrieval;

    @Option(names = "--cache", paramLabel = "DIR",
            description = "Where sentence vectors of the corpora are kept (default: ~/.cache/pairlab/erg).")
    Path cache;

    @Option(names = "--no-cache", description = "Embed the corpora again and keep nothing.")
    boolean noCache;

    @Option(names = "--llm", paramLabel = "URL", description = "An OpenAI-compatible endpoint that writes the grafts "
            + "instead of the embedded generator, e.g. http://127.0.0.1:8080/v1.")
    String llm;

    @Option(names = "--model", paramLabel = "NAME", description = "The LLM model (with --llm).")
    String model;

    @Option(names = "--prompt", paramLabel = "FILE", description = "Prompt template with {caption}, {phrase}, {style}, "
            + "{example} (with --llm; default: a built-in prompt).")
    Path prompt;

    @Option(names = "--api-key-env", paramLabel = "VAR", defaultValue = ApiKeySource.DEFAULT_VARIABLE,
            description = "Environment variable holding the LLM API key (default: ${DEFAULT-VALUE}).")
    String keyVariable;

    @picocli.CommandLine.Mixin
    CommonOptions common;

    @Override
    public Integer call() throws Exception {
        java.util.Set<RetrievalType> types;
        try {
            types = RetrievalType.parseList(retrieval);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--retrieval: " + e.getMessage());
        }
        if (!types.contains(RetrievalType.T2T)) {
            throw new UsageException("--retrieval " + retrieval + ": text mode has no images, so it needs t2t");
        }
        if (types.size() > 1) {
            common.note("note: text mode has no images; only t2t retrieval is used (i2t, t2i, i2i need a project "
                    + "with images and a CLIP model)");
        }
        if (llm != null && (model == null || model.isBlank())) {
            throw new UsageException("--llm needs --model NAME");
        }
        if (llm == null && (model != null || prompt != null)) {
            throw new UsageException("--model and --prompt go with --llm URL");
        }
        OutputFiles.requireAbsent("--out", out);
        ErgOptions options;
        try {
            options = new ErgOptions(epsilon, neighbours, threshold, maxPerplexity, types,
                    ErgOptions.DEFAULT.styleWeight(), seed);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage()); // ErgOptions names the option and its range
        }
        Optional<Path> cacheDir = noCache ? Optional.empty()
                : Optional.of(cache != null ? cache : VectorFileCache.defaultDir());
        Optional<StylizeRequest.LlmSettings> llmSettings = llm == null ? Optional.empty()
                : Optional.of(new StylizeRequest.LlmSettings(llm, model, Optional.ofNullable(prompt), keyVariable));
        StylizeRequest request = new StylizeRequest(styled, factual, Optional.ofNullable(factualCorpus), target, out,
                options, cacheDir, llmSettings);
        StylizeSummary summary = new TextStylizer().run(request, common::note);
        common.note(summary.describe());
        common.note("wrote " + out);
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("out", out.toAbsolutePath().toString());
        json.put("captions", summary.captions());
        json.put("kept", summary.kept());
        json.put("styleOk", summary.styleOk());
        json.put("perplexityOk", summary.perplexityOk());
        json.put("similarityOk", summary.similarityOk());
        json.put("meanPerplexity", summary.meanPerplexity());
        common.result(json);
        return 0;
    }
}
