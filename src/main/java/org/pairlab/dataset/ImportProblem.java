package org.pairlab.dataset;

/** One bad input found during import: which file, which line (0 if unknown) or field, and what is wrong. */
public record ImportProblem(String file, int line, String field, String message) {
    /** One line for people, e.g. {@code captions.json:12: annotations[3].caption: caption is empty}. */
    public String describe() {
        StringBuilder sb = new StringBuilder(file);
        if (line > 0) {
            sb.append(':').append(line);
        }
        sb.append(": ");
        if (field != null && !field.isEmpty()) {
            sb.append(field).append(": ");
        }
        return sb.append(message).toString();
    }
}
