package org.pairlab.lm.style;

/** A caption and the style it was written in ("factual", "humorous", "romantic"). */
public record LabelledCaption(String caption, String style) {
}
