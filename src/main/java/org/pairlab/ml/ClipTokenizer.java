package org.pairlab.ml;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * CLIP's text input: {@code tokenizer.json} through DJL's Hugging Face tokenizer, then
 * bos + tokens + eos, cut to {@code context_length} (the last kept id becomes eos) and padded with
 * {@code pad_token_id}, attention mask 0 on padding. Thread-safe (the native tokenizer encodes
 * without shared mutable state).
 */
public final class ClipTokenizer implements AutoCloseable {
    private final HuggingFaceTokenizer tokenizer;
    private final int contextLength;
    private final long bos;
    private final long eos;
    private final long pad;

    /** The ids and attention mask of a batch, each {@code [n][contextLength]}. */
    public record Tokens(long[][] inputIds, long[][] attentionMask) {
    }

    public ClipTokenizer(Path tokenizerJson, ClipConfig config) {
        this.contextLength = config.contextLength();
        this.bos = config.bosId();
        this.eos = config.eosId();
        this.pad = config.padId();
        try {
            // Special tokens, truncation and padding are ours to add: the tokenizer.json's own
            // post-processor may or may not add bos/eos (the tiny-clip one does, some exports don't).
            this.tokenizer = HuggingFaceTokenizer.builder().optTokenizerPath(tokenizerJson)
                    .optAddSpecialTokens(false).optTruncation(false).optPadding(false).build();
        } catch (IOException | RuntimeException e) {
            throw new ModelException("Cannot load tokenizer " + tokenizerJson + ": " + e.getMessage(), e);
        }
    }

    /** Ids of one text, without special tokens or padding. */
    public long[] rawIds(String text) {
        Encoding e = tokenizer.encode(text, false, false);
        long[] ids = e.getIds();
        // Whatever the tokenizer.json's template, never let bos/eos appear twice.
        int from = ids.length > 0 && ids[0] == bos ? 1 : 0;
        int to = ids.length > from && ids[ids.length - 1] == eos ? ids.length - 1 : ids.length;
        return Arrays.copyOfRange(ids, from, to);
    }

    /** The model input for a batch of texts. */
    public Tokens encode(List<String> texts) {
        long[][] ids = new long[texts.size()][];
        long[][] mask = new long[texts.size()][];
        for (int i = 0; i < texts.size(); i++) {
            long[] raw = rawIds(texts.get(i));
            long[] row = new long[contextLength];
            long[] m = new long[contextLength];
            Arrays.fill(row, pad);
            row[0] = bos;
            int n = Math.min(raw.length, contextLength - 2);
            System.arraycopy(raw, 0, row, 1, n);
            int len = n + 2;
            // CLIP's rule: keep the first context_length ids; if cut, the last kept id becomes eos.
            row[len - 1] = eos;
            Arrays.fill(m, 0, len, 1L);
            ids[i] = row;
            mask[i] = m;
        }
        return new Tokens(ids, mask);
    }

    public int contextLength() {
        return contextLength;
    }

    @Override
    public void close() {
        tokenizer.close();
    }
}
