package org.pairlab.augment;

import java.util.List;
import org.pairlab.text.TaggedToken;

/** Rebuilds a caption from its tokens with some replaced, keeping the original spacing and punctuation. */
final class TokenText {
    private TokenText() {
    }

    /** {@code out[i]} non-null replaces token i; an empty one removes the token and the space after it. */
    static String replace(String text, List<TaggedToken> toks, String[] out) {
        StringBuilder sb = new StringBuilder();
        int pos = 0;
        for (int i = 0; i < toks.size(); i++) {
            TaggedToken t = toks.get(i);
            sb.append(text, pos, t.start());
            sb.append(out[i] != null ? out[i] : text.substring(t.start(), t.end()));
            pos = t.end();
            if (out[i] != null && out[i].isEmpty() && i + 1 < toks.size()) {
                pos = toks.get(i + 1).start();
            }
        }
        sb.append(text.substring(pos));
        return sb.toString();
    }
}
