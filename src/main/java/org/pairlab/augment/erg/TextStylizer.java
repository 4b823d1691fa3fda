package org.pairlab.augment.erg;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.pairlab.augment.cutswap.MiniLmWordEmbedder;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarOptions;
import org.pairlab.lm.llm.GenerationOptions;
import org.pairlab.lm.llm.LlmClient;
import org.pairlab.lm.llm.LlmClientOptions;
import org.pairlab.lm.llm.LlmEndpoint;
import org.pairlab.lm.llm.LlmTextGenerator;
import org.pairlab.lm.llm.PromptTemplate;
import org.pairlab.lm.style.StyleDataset;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.text.CaptionTagger;

/**
 * ERG's text mode, what {@code pairlab stylize} runs: read the corpora, build the model, stylize every factual line
 * and write one JSON line per input line, in input order (written to a temporary file, then moved into place).
 */
public final class TextStylizer {
    private final WordEmbedder embedder;
    private final CaptionTagger tagger;

    /** A stylizer with the in-process MiniLM encoder and the English tagger. */
    public TextStylizer() {
        this(new MiniLmWordEmbedder(), CaptionTagger.english());
    }

    /** A stylizer with the given encoder and tagger. */
    public TextStylizer(WordEmbedder embedder, CaptionTagger tagger) {
        this.embedder = embedder;
        this.tagger = tagger;
    }

    /** Runs {@code request}; {@code progress} is told what happens, in words. */
    public StylizeSummary run(StylizeRequest request, Consumer<String> progress) throws IOException {
        List<StyledCorpus> styled = new ArrayList<>();
        for (Map.Entry<String, Path> e : request.styled().entrySet()) {
            styled.add(StyledCorpus.read(e.getKey(), e.getValue()));
        }
        List<String> factual = nonBlank(StyleDataset.readLines(request.factual()), request.factual());
        StyledCorpus factualCorpus = request.factualCorpus().isPresent()
                ? StyledCorpus.read(StyledCorpus.FACTUAL, request.factualCorpus().get())
                : new StyledCorpus(StyledCorpus.FACTUAL, factual);
        long t0 = System.nanoTime();
        VectorFileCache cache = new VectorFileCache(request.cacheDir());
        ErgModel model = new ErgTrainer(embedder, tagger, cache).build(styled, factualCorpus, request.target(),
                request.options(), progress);
        long t1 = System.nanoTime();
        GraftGenerator generator = request.llm().isPresent() ? llm(request.llm().get(), request.options())
                : new EmbeddedGenerator(tagger);
        Stylizer stylizer = new Stylizer(model, embedder, new EmbeddedGenerator(tagger), generator,
                new CaptionGrammar(GrammarOptions.defaults(), tagger));
        progress.accept("stylizing " + factual.size() + " captions as " + request.target() + " with the "
                + generator.describe() + " generator");
        AtomicInteger done = new AtomicInteger();
        List<Stylization> results = stylizer.stylizeAll(factual, i -> {
            int n = done.incrementAndGet();
            if (n % 100 == 0) {
                progress.accept("stylized " + n + " of " + factual.size());
            }
        });
        long t2 = System.nanoTime();
        write(request.out(), results, generator.describe());
        return StylizeSummary.of(results, (t1 - t0) / 1e9, (t2 - t1) / 1e9);
    }

    private static GraftGenerator llm(StylizeRequest.LlmSettings s, ErgOptions options) {
        PromptTemplate prompt = s.prompt().map(p -> PromptTemplate.load(p, LlmGenerator.PLACEHOLDERS))
                .orElseGet(LlmGenerator::defaultPrompt);
        LlmEndpoint endpoint = LlmEndpoint.of(s.url(), s.model(), s.keyVariable());
        LlmTextGenerator text = new LlmTextGenerator(new LlmClient(endpoint, LlmClientOptions.standard()));
        return new LlmGenerator(text, prompt, GenerationOptions.one(0.7, 80, options.seed()));
    }

    /** The lines of a factual file; a blank line is an error naming the file and line (outputs match lines). */
    static List<String> nonBlank(List<String> lines, Path file) throws IOException {
        List<String> out = new ArrayList<>(lines.size());
        int end = lines.size();
        while (end > 0 && lines.get(end - 1).isBlank()) {
            end--;
        }
        for (int i = 0; i < end; i++) {
            String l = lines.get(i).strip();
            if (l.isEmpty()) {
                throw new IOException(file + ":" + (i + 1) + ": blank line; give one factual caption a line");
            }
            out.add(l);
        }
        if (out.isEmpty()) {
            throw new IOException(file + ": no factual captions");
        }
        return out;
    }

    private static void write(Path out, List<Stylization> results, String generator) throws IOException {
        org.pairlab.project.OutputFile.write(out, "--out", tmp -> {
            try (BufferedWriter w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                for (Stylization s : results) {
                    w.write(StylizationJson.line(s, generator));
                    w.write('\n');
                }
            }
        });
    }
}
