package org.pairlab.lm.llm;

/** A prompt template that cannot be read or filled; the message names the file, position and placeholders. */
public final class PromptTemplateException extends IllegalArgumentException {
    public PromptTemplateException(String message) {
        super(message);
    }

    public PromptTemplateException(String message, Throwable cause) {
        super(message, cause);
    }
}
