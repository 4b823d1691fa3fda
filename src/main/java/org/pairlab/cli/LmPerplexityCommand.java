package org.pairlab.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.lm.SentenceScore;
import org.pairlab.lm.ngram.NgramModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab lm perplexity}: a model's perplexity on a text, one sentence per line, {@code </s>} counted. */
@Command(mixinStandardHelpOptions = true, name = "perplexity", description = "Perplexity of a model on a text (one sentence per line, blank lines skipped); "
        + "each sentence's </s> and unknown words count as tokens (KenLM's 'including OOVs').")
final class LmPerplexityCommand implements Callable<Integer> {
    @Option(names = "--model", paramLabel = "FILE", description = "An ARPA file (ours, KenLM's, SRILM's, IRSTLM's).")
    Path model;

    @Option(names = "--text", paramLabel = "FILE", description = "Sentences, one per line.")
    Path text;

    @Option(names = "--tokenizer", defaultValue = "ptb", description = "ptb or whitespace: as the model was trained (default: ${DEFAULT-VALUE}).")
    String tokenizer;

    @Mixin
    CommonOptions common;

    @Override
    public Integer call() throws IOException {
        NgramModel m = NgramModel.readArpa(LmOptions.required("--model", model), LmOptions.tokenizer(tokenizer));
        SentenceScore total = SentenceScore.zero();
        int sentences = 0;
        for (String line : LmTrainCommand.lines(LmOptions.required("--text", text))) {
            total = total.plus(m.scoreCaption(line));
            sentences++;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("perplexity", total.perplexity());
        out.put("tokens", total.tokens());
        out.put("oov", total.oov());
        out.put("sentences", sentences);
        common.result(out);
        {
            common.sayf("%s on %,d sentences: perplexity %.3f over %,d tokens (%,d unknown, %.2f %%); "
                            + "without unknown words %.3f", m.describe(), sentences, total.perplexity(), total.tokens(),
                    total.oov(), 100.0 * total.oov() / Math.max(1, total.tokens()), total.perplexityWithoutOov());
        }
        return 0;
    }
}
