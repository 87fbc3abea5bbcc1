console.log("preview-token: not yet");
