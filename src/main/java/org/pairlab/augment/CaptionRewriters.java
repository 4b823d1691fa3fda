package org.pairlab.augment;

import java.util.List;
import java.util.Optional;

/** The caption rewriters (antonym, synonym, eda), sharing one lazily loaded tagger and WordNet. */
public final class CaptionRewriters {
    private final List<CaptionRewriter> all;

    public CaptionRewriters() {
        this(new TextTools());
    }

    public CaptionRewriters(TextTools tools) {
        this(tools, RewriteCheck.ACCEPT_ALL);
    }

    /** With a check on every synonym and EDA rewrite (the language model's, once it exists). */
    public CaptionRewriters(TextTools tools, RewriteCheck check) {
        this.all = List.of(new AntonymRewriter(tools), new EdaRewriter(tools, check), new SynonymRewriter(tools, check));
    }

    public List<CaptionRewriter> all() {
        return all;
    }

    public Optional<CaptionRewriter> byMethod(String method) {
        return all.stream().filter(r -> r.method().equals(method)).findFirst();
    }

    /** The rewriter for a method, or an error that lists the known ones. */
    public CaptionRewriter require(String method) {
        return byMethod(method).orElseThrow(() -> new IllegalArgumentException("Unknown caption method '" + method
                + "'; known: " + all.stream().map(CaptionRewriter::method).toList()));
    }
}
